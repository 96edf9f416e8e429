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
  // tests (a product with real uploads, a customer group journey, the dashboard) took 39-43 s in a
  // full run on this 2-core machine with a load average of 16-20 (five other builds and test runs on
  // it); twice that is where a test that has still not finished is stuck, not slow. Everything a
  // test waits for (a page, a toast, a save) is a condition that `expect` polls for up to 30 s, a
  // third of the whole: one slow step under load passes, a step that never comes fails with its own
  // message, before the test's bound.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    // A failed test keeps its trace: every action with the DOM before and after it, the network and
    // the console. Not the filmstrip of screenshots: Chromium composited and encoded a frame for it
    // at every change of every page, a third of the whole run's CPU time on this 2-core machine
    // (five e2e files: 3.1 min with it, 2.2 min without; the same without any trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
