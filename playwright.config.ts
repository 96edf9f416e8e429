import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// End-to-end tests drive Debian's Chromium against the real server, which global-setup starts on free
// loopback ports with a fresh data folder (so every run starts from the demo seed).
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // One bound for every test, none per file. It is a hang detector, not a speed check: the longest
  // test (a product with real uploads and two browsers) takes about 20 s on an idle machine and about
  // 40 s on this 2-core machine with five other builds and test runs on it; twice that is where a
  // test that still has not finished is stuck, not slow. Everything a test waits for (a page, a
  // toast, a save) is a condition that `expect` polls for up to 30 s: a third of the whole, so one
  // slow step under load passes, and a step that never comes fails with its own message.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
