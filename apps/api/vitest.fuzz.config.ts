import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:fuzz` (src/contract/api.fuzz.ts): one file, one database, endpoints in turn. Its own
 * config so the API suite does not run it; the same global setup builds the seeded database.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.fuzz.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
