import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of pure logic next to the code. Component behaviour is tested by the stories (root vitest.config.ts).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui-unit',
    include: ['src/**/*.test.{ts,tsx}', 'vite.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
