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
        // Several tests re-import the session chain (vi.resetModules), which compiles @shop/ui from its
        // sources each time; on a busy 2-core machine that alone passed vitest's 5 s default.
        testTimeout: 20_000,
      },
    }),
  ),
);
