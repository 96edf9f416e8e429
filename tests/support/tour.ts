import { expect, type Page } from '@playwright/test';
import { asOwnerAtHome } from './accounts';

/** The tour's tooltip (the kit's TourTooltip, a labelled dialog). */
export const tourTooltip = (page: Page) => page.locator('[data-tour-tooltip]');

/** Whether a response is the save of the shop (PUT shop), e.g. the tour's `tour_completed: true`. */
export const isShopSave = (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === '/api/admin/v1/shop' &&
  response.request().method() === 'PUT';

/**
 * On a page of a shop that has not completed the guided tour, signed in: wait for the tour to start
 * by itself (2 s after the shop's data came) and skip it as a merchant would, which saves
 * `tour_completed: true` for the whole shop.
 */
export async function skipTour(page: Page): Promise<void> {
  const saved = page.waitForResponse(isShopSave);
  await tourTooltip(page).getByRole('button', { name: 'Skip Tour' }).click();
  expect((await saved).ok(), 'PUT shop { tour_completed: true }').toBe(true);
}

/**
 * The demo seed's shop has not completed the tour, so on a fresh server it starts by itself on the
 * first page of every test and sits over what the test does. A server that tests share (or a test's
 * own) is set up as a shop whose owner has already skipped it; tests/tour.spec.ts takes the tour on
 * an untouched copy of the seed.
 */
export function completeTourOnce(server: { baseUrl: string; accountsUrl: string }): Promise<void> {
  return asOwnerAtHome(server, skipTour);
}
