import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'happy-dom',
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        setupFiles: ['./src/test/setup.ts'],
        restoreMocks: true,
        // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
        // this package's files run last and alone in `pnpm test:unit` (a file's time is mostly its
        // environment and imports, which parallelise).
        maxWorkers: availableParallelism(),
        // Several tests re-import the session chain (vi.resetModules), which compiles @shop/ui from its
        // sources each time; on a busy 2-core machine that alone passed vitest's 5 s default.
        testTimeout: 20_000,
        // Files share their worker's module graph and page instead of importing the app and the kit
        // again each (admin unit step 142 s → about 40 s in CI); src/test/setup.ts gives each file a
        // clean page and the English texts.
        isolate: false,
      },
    }),
  ),
);
