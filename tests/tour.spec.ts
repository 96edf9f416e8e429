import type { Page } from '@playwright/test';
import { test as base, expect, OWNER } from './support/fixtures';
import { OWN_SERVER_FIXTURE, useOwnServer } from './support/own-server';
import type { ServerState } from './support/state';
import { isShopSave, tourTooltip } from './support/tour';

/**
 * The guided tour (issue 27, SPEC §4/§5/§9) on a server of its own: taking it marks the whole shop's
 * tour completed, and the seed's shop has not completed it (every other server has it skipped).
 */
const test = base.extend<object, { ownServer: ServerState }>({
  ownServer: [
    async ({}, use) => useOwnServer(use, {}, { tourCompleted: false }),
    OWN_SERVER_FIXTURE,
  ],
  server: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});
test.describe.configure({ mode: 'serial' });

/** The nine steps in order: each one's title, and what its spotlight is on. */
const STEPS = [
  { title: 'The header', target: 'header' },
  { title: 'The sidebar', target: 'sidebar' },
  { title: 'Home', target: 'home' },
  { title: 'Catalog', target: 'catalog' },
  { title: 'Customers', target: 'customers' },
  { title: 'Discount', target: 'discount' },
  { title: 'Online store', target: 'online-store' },
  { title: 'Settings', target: 'settings' },
  { title: 'Your profile', target: 'profile' },
];

async function expectStep(page: Page, index: number) {
  const tooltip = tourTooltip(page);
  const step = STEPS[index]!;
  await expect(tooltip.getByRole('heading', { name: step.title })).toBeVisible();
  await expect(tooltip).toContainText(`Step ${index + 1} of ${STEPS.length}`);
  await expect(page.locator(`[data-tour="${step.target}"]`).first()).toBeVisible();
}

test('starts by itself, is taken with the keyboard through nine steps, and Finish saves', async ({
  page,
  signIn,
}) => {
  const started = Date.now();
  await signIn(OWNER, '/home');
  const tooltip = tourTooltip(page);
  // §9: 2000 ms after the shop's data loaded, a shop that has not completed it gets the tour.
  await expect(tooltip).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expect(tooltip).toHaveAttribute('role', 'dialog');

  await expectStep(page, 0);
  // Focus is in the tooltip, on Next: Enter goes forward.
  const next = tooltip.getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  for (let index = 1; index < 4; index += 1) {
    await page.keyboard.press('Enter');
    await expectStep(page, index);
  }

  // Back, reached with Shift+Tab from Next, returns to the step before.
  await expect(tooltip.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tooltip.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2);

  for (let index = 3; index < STEPS.length; index += 1) {
    await tooltip.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expectStep(page, index);
  }

  // The last step offers Finish; it ends the tour and saves tour_completed for the shop.
  const finish = tooltip.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeVisible();
  await expect(tooltip.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const saved = page.waitForResponse(isShopSave);
  await finish.focus();
  await page.keyboard.press('Enter');
  const response = await saved;
  expect(response.request().postDataJSON()).toMatchObject({ tour_completed: true });
  expect(response.ok()).toBe(true);
  expect((await response.json()) as { tour_completed: boolean }).toMatchObject({
    tour_completed: true,
  });
  await expect(tooltip).toBeHidden();

  // Completed: a reload does not bring it back by itself. The page's clock is moved past the 2 s
  // at which it would start, instead of waiting for it.
  await page.clock.install();
  await page.reload();
  await expect(page.locator('[data-tour="profile"]')).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.locator('[data-tour="profile"]')).toBeVisible();
  await expect(tooltip).toHaveCount(0);
});

test('"Take a tour" starts it again at any time, and Escape closes it', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/customers');
  await page.getByRole('button', { name: new RegExp(OWNER.name) }).click();
  await page.getByRole('menuitem', { name: 'Take a tour' }).click();
  const tooltip = tourTooltip(page);
  await expectStep(page, 0);
  await page.keyboard.press('Enter');
  await expectStep(page, 1);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  // It starts from the first step again when asked once more (the tour was reset).
  await page.getByRole('button', { name: new RegExp(OWNER.name) }).click();
  await page.getByRole('menuitem', { name: 'Take a tour' }).click();
  await expectStep(page, 0);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar steps open the navigation drawer, and the tooltip stays usable', async ({
    page,
    signIn,
  }) => {
    await signIn(OWNER, '/customers');
    await page.getByRole('button', { name: new RegExp(OWNER.name) }).tap();
    await page.getByRole('button', { name: 'Take a tour' }).tap();
    const tooltip = tourTooltip(page);
    await expectStep(page, 0);
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeHidden();

    // Every step on the sidebar shows it in the drawer, beside a tooltip that still takes taps.
    for (let index = 1; index < 8; index += 1) {
      await tooltip.getByRole('button', { name: 'Next' }).tap();
      await expectStep(page, index);
      await expect(drawer).toBeVisible();
    }
    // The profile sits in the header: the drawer makes way for it.
    await tooltip.getByRole('button', { name: 'Next' }).tap();
    await expectStep(page, 8);
    await expect(drawer).toBeHidden();
    await tooltip.getByRole('button', { name: 'Finish' }).tap();
    await expect(tooltip).toBeHidden();
  });
});
