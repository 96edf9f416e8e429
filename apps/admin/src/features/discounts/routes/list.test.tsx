import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { paths, type CouponSummary } from '@shop/admin-api';
import { ShopThemeProvider, toast } from '@shop/ui';
import enDiscounts from '../../../../public/locales/en/discounts.json';
import enGeneral from '../../../../public/locales/en/general.json';
import { fakeApi, type SeenRequest } from '../../../test/fake-api';
import { setTransport } from '../../../lib/http/client';
import { i18n } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client/query-client';
import { Component } from './list';

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

const coupon = (n: number, over: Partial<CouponSummary> = {}): CouponSummary => ({
  id: `cpn_${n}`,
  name: `Code ${n}`,
  code: `CODE${n}`,
  type: 'percentage',
  value: 10 * n,
  active: true,
  validFrom: NOW - DAY,
  validTo: null,
  status: 'active',
  times_used: n,
  usage_limit: null,
  created_at: NOW,
  updated_at: NOW,
  ...over,
});

let answer: (request: SeenRequest) => { status: number; data?: unknown };
/** The shop's count of codes, its own call (GET discounts/coupons/count). */
let shopCount: number;
let seen: SeenRequest[];

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'discounts'],
    resources: { en: { general: enGeneral, discounts: enDiscounts } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  // The app's one client: the list asks for a search's rows through it before the address changes.
  queryClient.clear();
  shopCount = 3;
  const server = fakeApi((request) => {
    if (request.url === paths.discountCouponsList) return answer(request);
    if (request.url === paths.discountCouponsCount)
      return { status: 200, data: { count: shopCount } };
    return { status: 404 };
  });
  seen = server.seen;
  setTransport(server.transport);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
});
afterEach(cleanup);

function renderList(path = '/discount-code') {
  const router = createMemoryRouter(
    [
      { path: '/discount-code', Component },
      { path: '/discount-code/:codeId', Component: () => <h1>Opened</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const bodies = () =>
  seen
    .filter((request) => request.url === paths.discountCouponsList)
    .map((request) => JSON.parse(String(request.config.data)) as Record<string, unknown>);
const countCalls = () => seen.filter((request) => request.url === paths.discountCouponsCount);
const rows = () => within(screen.getByRole('grid', { name: 'Discount codes' })).getAllByRole('row');
const pageOf = (items: CouponSummary[], over: { has_more?: boolean } = {}) => ({
  status: 200,
  data: { items, has_more: false, ...over },
});

describe('the discount code list', () => {
  it("asks for the first page by name ascending and titles itself with the shop's count", async () => {
    shopCount = 1234;
    answer = () =>
      pageOf([
        coupon(1, { name: 'Summer sale' }),
        coupon(2, { name: 'Black Friday', status: 'scheduled', validFrom: NOW + DAY }),
        coupon(3, { name: 'Spring', active: false, status: 'inactive', usage_limit: 50 }),
      ]);
    renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discount Codes (1,234)' }),
    ).toBeVisible();
    expect(bodies()).toEqual([{ sort: 'name:asc', limit: 20 }]);
    // The header row and three codes: Active says Yes or No, a scheduled one says so too.
    expect(rows()).toHaveLength(4);
    expect(rows()[2]).toHaveTextContent(/YesScheduled/);
    expect(rows()[3]).toHaveTextContent(/CODE3Percentage30%No/);
    expect(rows()[3]).toHaveTextContent('3 / 50');
  });

  it('searches on the server: one call for what was typed, its matches shown', async () => {
    answer = (request) => {
      const body = JSON.parse(String(request.config.data)) as { q?: string };
      return body.q
        ? pageOf([coupon(3, { name: 'Spring' })])
        : pageOf([coupon(1), coupon(2), coupon(3, { name: 'Spring' })]);
    };
    const router = renderList();
    await screen.findByRole('heading', { level: 1, name: 'Discount Codes (3)' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SPRING');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Spring');
    // The title keeps the shop's count, counted once and not again for the search; the search is
    // in the address, asked for once.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Discount Codes (3)');
    expect(countCalls()).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=SPRING');
    expect(bodies().filter((b) => b.q)).toEqual([{ sort: 'name:asc', limit: 20, q: 'SPRING' }]);
  });

  it('asks for the next page after the last code shown', async () => {
    answer = (request) =>
      JSON.parse(String(request.config.data)).starting_after
        ? pageOf([coupon(3)])
        : pageOf([coupon(1), coupon(2)], { has_more: true });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('CODE3');
    expect(bodies().at(-1)).toEqual({ sort: 'name:asc', limit: 20, starting_after: 'cpn_2' });
  });

  it('asks the server again for another order', async () => {
    answer = () => pageOf([coupon(1), coupon(2)]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /^Code$/ }));
    await waitFor(() => expect(bodies().map((b) => b.sort)).toEqual(['name:asc', 'code:asc']));
  });

  it('says there are no codes yet, with a way to create one', async () => {
    answer = () => pageOf([]);
    renderList();
    expect(await screen.findByText('No Discount Codes Yet')).toBeVisible();
    const create = screen.getAllByRole('link', { name: 'Create Discount' });
    expect(create.length).toBeGreaterThanOrEqual(2);
    expect(create[0]).toHaveAttribute('href', '/discount-code/new');
  });

  it('says so in §2 words when the codes cannot be loaded', async () => {
    answer = () => ({ status: 500, data: { message: 'Database unavailable', errors: [] } });
    renderList();
    // A failed query is tried once more (§9) before the list gives up.
    expect(
      await screen.findByText('Error loading discount codes.', undefined, { timeout: 5_000 }),
    ).toBeVisible();
  });
});
