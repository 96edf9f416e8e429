import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  DEFAULT_CURRENCY,
  paths,
  type Account,
  type Customer,
  type ProductListItem,
} from '@shop/admin-api';
import { ShopThemeProvider, toast } from '@shop/ui';
import enGeneral from '../../../../public/locales/en/general.json';
import enNonSettings from '../../../../public/locales/en/non-settings.json';
import { fakeApi, type SeenRequest } from '../../../test/fake-api';
import { setTransport } from '../../../lib/http/client';
import { i18n } from '../../../lib/i18n/i18n';
import { createQueryClient } from '../../../lib/query-client/query-client';
import { yesterdayStatsDate } from '../yesterday';
import { Dashboard } from './Dashboard';

const owner: Account = {
  id: 'acct_owner',
  role: 'OWNER',
  permission: [],
  email: 'alex@example.com',
  first_name: 'Alex',
  last_name: 'Morgan',
  profile_image: null,
  updated_at: 1,
};

const product = (n: number, orders: number): ProductListItem => ({
  id: `prd_${n}`,
  title: `Product ${n}`,
  status: 'active',
  price: 1000,
  orders_count: orders,
  image: null,
  images_count: 0,
  created_at: 1,
  updated_at: 1,
});

const customer = (n: number, spent: number): Customer => ({
  id: `cus_${n}`,
  first_name: `Ann${n}`,
  last_name: 'Lee',
  email: `ann${n}@example.com`,
  phone: null,
  note: '',
  total_spent: spent,
  orders_count: 1,
  created_at: 1,
  updated_at: 1,
});

type Answer = { status: number; data?: unknown };
/** The `date` a GET orders/stats asked for, if any. */
const statsDate = (request: SeenRequest) =>
  (request.config.params as { date?: string } | undefined)?.date;

let answers: Record<string, (request: SeenRequest) => Answer>;
let seen: SeenRequest[];
const refused: Answer = { status: 500, data: { message: 'Database unavailable', errors: [] } };
/** A 5xx is retried once, a second later (§8, §9), before the block gives up. */
const AFTER_RETRY = { timeout: 5_000 };

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'non-settings'],
    resources: { en: { general: enGeneral, 'non-settings': enNonSettings } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  answers = {
    [paths.ordersStats]: (request) =>
      statsDate(request)
        ? { status: 200, data: { total_sales: 12_345, count: 3 } }
        : { status: 200, data: { total_sales: 98_765_432, count: 1500 } },
    [paths.products]: () => ({
      status: 200,
      data: { items: [product(1, 40), product(2, 31), product(3, 9)], has_more: true },
    }),
    [paths.customers]: () => ({
      status: 200,
      data: { items: [customer(1, 250_000), customer(2, 99_900)], has_more: true },
    }),
  };
  const server = fakeApi((request) => answers[request.url]?.(request) ?? { status: 404 });
  seen = server.seen;
  setTransport(server.transport);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
});
afterEach(cleanup);

function renderDashboard(account: Account = owner) {
  const toastError = vi.spyOn(toast, 'error');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ShopThemeProvider>
          <Dashboard account={account} currency={DEFAULT_CURRENCY} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { toastError };
}

const block = (name: string) => screen.getByRole('region', { name });
const figure = (label: string) =>
  within(block('Sales')).getByText(label).nextElementSibling?.textContent;

describe('the home dashboard', () => {
  it("shows the sales figures, yesterday's by its date, and the top lists in order", async () => {
    renderDashboard();
    const products = await within(block('Top products')).findAllByRole('listitem');
    expect(products.map((row) => row.textContent)).toEqual([
      'Product 140 orders',
      'Product 231 orders',
      'Product 39 orders',
    ]);
    expect(within(products[0]!).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/products/prd_1',
    );
    const customers = await within(block('Top customers')).findAllByRole('listitem');
    // Name and amount (the avatar's initials are decorative).
    expect(
      customers.map((row) => [row.querySelector('a')?.textContent, row.lastChild?.textContent]),
    ).toEqual([
      ['Ann1 Lee', '$2,500.00'],
      ['Ann2 Lee', '$999.00'],
    ]);
    expect(within(customers[1]!).getByRole('link', { name: 'Ann2 Lee' })).toHaveAttribute(
      'href',
      '/customers/cus_2',
    );
    await screen.findByText('$987,654.32');
    expect(figure('Total sales')).toBe('$987,654.32');
    expect(figure("Yesterday's sales")).toBe('$123.45');
    expect(figure('Total orders')).toBe('1,500');
    const stats = seen.filter((request) => request.url === paths.ordersStats);
    expect(stats.map((request) => statsDate(request))).toEqual(
      expect.arrayContaining([undefined, yesterdayStatsDate()]),
    );
    const list = seen.find((request) => request.url === paths.products);
    expect(list?.config.params).toEqual({ sort: 'orders_count:desc', limit: 5 });
    expect(seen.find((r) => r.url === paths.customers)?.config.params).toEqual({
      sort: 'total_spent:desc',
      limit: 5,
    });
  });

  it('shows a failed block its error in place, with no toast, and tries again on request', async () => {
    answers[paths.products] = () => refused;
    const { toastError } = renderDashboard();
    const failed = block('Top products');
    expect(await within(failed).findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      'Something went wrong while loading this.',
    );
    // The other blocks are unaffected.
    expect(await within(block('Top customers')).findAllByRole('listitem')).toHaveLength(2);
    expect(toastError).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled(); // still logged

    answers[paths.products] = () => ({
      status: 200,
      data: { items: [product(7, 2)], has_more: false },
    });
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(failed).findByRole('link', { name: 'Product 7' })).toBeVisible();
    expect(within(failed).queryByRole('alert')).toBeNull();
  });

  it('reads N/A on a failed figure, with the error once below the figures', async () => {
    answers[paths.ordersStats] = (request) =>
      statsDate(request) ? refused : { status: 200, data: { total_sales: 500, count: 2 } };
    const { toastError } = renderDashboard();
    expect(await within(block('Sales')).findByRole('alert', {}, AFTER_RETRY)).toBeVisible();
    expect(figure("Yesterday's sales")).toBe('N/A');
    expect(figure('Total sales')).toBe('$5.00');
    expect(figure('Total orders')).toBe('2');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says "Nothing to show" for an empty list, and for a list where nobody ordered or spent', async () => {
    answers[paths.products] = () => ({ status: 200, data: { items: [], has_more: false } });
    answers[paths.customers] = () => ({
      status: 200,
      data: { items: [customer(1, 0)], has_more: false },
    });
    renderDashboard();
    for (const [name, description] of [
      ['Top products', 'No product has been ordered yet.'],
      ['Top customers', 'No customer has spent anything yet.'],
    ] as const) {
      expect(await within(block(name)).findByText('Nothing to show')).toBeVisible();
      expect(within(block(name)).getByText(description)).toBeVisible();
      expect(within(block(name)).queryByRole('list')).toBeNull();
    }
  });

  it('hides each block the user may not see, and calls nothing for it', async () => {
    renderDashboard({ ...owner, role: 'STAFF', permission: ['dashboard', 'product'] });
    expect(await within(block('Top products')).findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top customers' })).toBeNull();
    expect(seen.map((request) => request.url)).toEqual([paths.products]);
  });

  it('explains an empty home to a user without dashboard', () => {
    renderDashboard({ ...owner, role: 'STAFF', permission: ['product', 'order', 'customer'] });
    expect(
      screen.getByText(
        'The dashboard figures are not part of your permissions. To see them, ask the account owner.',
      ),
    ).toBeVisible();
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(seen).toEqual([]);
  });
});
