import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each API test file opens its own database (PGlite or a PostgreSQL database), so files run in
    // parallel; at least two at a time, as much of a file's time is spent waiting on its database.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.unit.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          // Files share their worker's module cache: PGlite's WASM is loaded once per worker instead of
          // once per file (~3 s each). Safe here: every file builds its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
