import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * Visual regression of @shop/ui: every story, light and dark, against the PNGs committed under
 * tests/visual/__screenshots__. Run through `pnpm test:visual` (scripts/visual.mjs builds Storybook and
 * serves it); `pnpm test:visual:update` rewrites the baselines after an intended change.
 *
 * The threshold tolerates anti-aliasing only: a pixel counts as different past a 0.2 YIQ distance, and
 * at most 0.1 % of the pixels may differ.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.001,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
});
