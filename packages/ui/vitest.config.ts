import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of pure logic next to the code. Component behaviour is tested by the stories (root vitest.config.ts).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui-unit',
    include: ['src/**/*.test.{ts,tsx}', 'vite.test.ts'],
    environment: 'happy-dom',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine.
    maxWorkers: availableParallelism(),
    setupFiles: ['./vitest.setup.ts'],
  },
});
