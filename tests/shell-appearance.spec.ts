import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

/** The luminance-ish brightness of the page's background, 0 (black) to 255 (white). */
async function backgroundBrightness(page: Page): Promise<number> {
  return page
    .locator('.radix-themes')
    .first()
    .evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });
}

async function chooseTheme(page: Page, name: string) {
  await page.getByRole('button', { name: OWNER.name }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the admin is dark by default, and a light choice is remembered', async ({
    page,
    signIn,
  }) => {
    await signIn(OWNER, '/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Follows the device: Radix Themes' dark appearance, a dark background under the page.
    await expect(page.locator('.radix-themes.dark').first()).toBeVisible();
    expect(await backgroundBrightness(page)).toBeLessThan(60);

    await chooseTheme(page, 'Light theme');
    await expect(page.locator('.radix-themes.light').first()).toBeVisible();
    expect(await backgroundBrightness(page)).toBeGreaterThan(200);

    // Remembered in this browser: the next load is light from its first frame (the server writes
    // the scheme into the page, before any script runs).
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html style="color-scheme: light"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.radix-themes.dark')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
    await page.getByRole('button', { name: OWNER.name }).click();
    await expect(page.getByRole('menuitem', { name: 'Light theme (current)' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Theme of the device' }).click();
    await expect(page.locator('.radix-themes.dark').first()).toBeVisible();
  });
});

test.describe('on a device set to light', () => {
  test.use({ colorScheme: 'light' });

  test('the dark choice turns the admin dark', async ({ page, signIn }) => {
    await signIn(OWNER, '/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await backgroundBrightness(page)).toBeGreaterThan(200);
    await chooseTheme(page, 'Dark theme');
    await expect(page.locator('.radix-themes.dark').first()).toBeVisible();
    expect(await backgroundBrightness(page)).toBeLessThan(60);
  });
});
