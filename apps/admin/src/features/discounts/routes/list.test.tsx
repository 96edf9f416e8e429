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
import { createQueryClient } from '../../../lib/query-client/query-client';
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
  const server = fakeApi((request) =>
    request.url === paths.discountCouponsList ? answer(request) : { status: 404 },
  );
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
      <QueryClientProvider client={createQueryClient()}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const sorts = () => seen.map((request) => JSON.parse(String(request.config.data)).sort);
const rows = () => within(screen.getByRole('grid', { name: 'Discount codes' })).getAllByRole('row');

describe('the discount code list', () => {
  it('asks for every code by name ascending, titles itself with the count, and searches by name', async () => {
    answer = () => ({
      status: 200,
      data: {
        items: [
          coupon(1, { name: 'Summer sale' }),
          coupon(2, { name: 'Black Friday', status: 'scheduled', validFrom: NOW + DAY }),
          coupon(3, { name: 'Spring', active: false, status: 'inactive', usage_limit: 50 }),
        ],
      },
    });
    renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discount Codes (3)' }),
    ).toBeVisible();
    expect(sorts()).toEqual(['name:asc']);
    // The header row and three codes: Active says Yes or No, a scheduled one says so too.
    expect(rows()).toHaveLength(4);
    expect(rows()[2]).toHaveTextContent(/YesScheduled/);
    expect(rows()[3]).toHaveTextContent(/CODE3Percentage30%No/);
    expect(rows()[3]).toHaveTextContent('3 / 50');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SPRING');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Spring');
    // Searched on the page: no other call.
    expect(sorts()).toEqual(['name:asc']);
  });

  it('draws only the rows in view when the shop has hundreds of codes, and still searches them all', async () => {
    answer = () => ({
      status: 200,
      data: { items: Array.from({ length: 500 }, (_, i) => coupon(i + 1)) },
    });
    renderList();
    const grid = () => screen.getByRole('grid', { name: 'Discount codes' });
    // The header row and every code counted, far fewer drawn.
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '501'));
    expect(rows().length).toBeLessThan(100);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Code 499');
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '2'));
  });

  it('asks the server again for another order', async () => {
    answer = () => ({ status: 200, data: { items: [coupon(1), coupon(2)] } });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /^Code$/ }));
    await waitFor(() => expect(sorts()).toEqual(['name:asc', 'code:asc']));
  });

  it('says there are no codes yet, with a way to create one', async () => {
    answer = () => ({ status: 200, data: { items: [] } });
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
