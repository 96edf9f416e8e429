import type { Page, Request } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';

// A merchant in Baku (UTC+4): "yesterday" is their calendar day, which differs from the UTC one for
// four hours every night.
const TIME_ZONE = 'Asia/Baku';
test.use({ timezoneId: TIME_ZONE });

const API_PATH = '/api/admin/v1/';
const isApiCall = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === `${API_PATH}${path}`;

/** Yesterday in `timeZone` as DD-MM-YYYY (calendar days, as the app counts them). */
function yesterdayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') - 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
}

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** The Admin API as this signed-in page reaches it: its own bearer token and XSRF cookie. */
function adminApi(page: Page, baseUrl: string, authorization: string) {
  const url = (path: string) => `${baseUrl}${API_PATH}${path}`;
  return {
    async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
      const res = await page.request.get(url(path), { headers: { authorization }, params });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
    async put<T>(path: string, data: unknown): Promise<T> {
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
      const res = await page.request.put(url(path), {
        headers: { authorization, 'x-xsrf-token': xsrf ?? '' },
        data,
      });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
  };
}

interface Stats {
  total_sales: number;
  count: number;
}
interface ListOf<T> {
  items: T[];
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
/** A figure of the sales block, by its label. */
const figure = (page: Page, label: string) =>
  region(page, 'Sales')
    .locator('.rt-Card')
    .filter({ has: page.getByText(label, { exact: true }) });

test('the dashboard shows the figures and the top lists the API gives', async ({
  page,
  server,
  signIn,
}) => {
  const expectedBefore = yesterdayIn(TIME_ZONE);
  const yesterdayCall = page.waitForRequest(
    (r) => isApiCall('orders/stats')(r) && new URL(r.url()).searchParams.has('date'),
  );
  await signIn(OWNER, '/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Alex' })).toBeVisible();

  // Yesterday is the merchant's: the page asked for the day before today in Baku.
  const request = await yesterdayCall;
  const date = new URL(request.url()).searchParams.get('date')!;
  expect([expectedBefore, yesterdayIn(TIME_ZONE)]).toContain(date);
  const api = adminApi(page, server.baseUrl, request.headers().authorization!);

  const allTime = await api.get<Stats>('orders/stats');
  const ofYesterday = await api.get<Stats>('orders/stats', { date });
  expect(allTime.count).toBeGreaterThan(0);
  await expect(figure(page, 'Total sales')).toContainText(usd(allTime.total_sales));
  await expect(figure(page, 'Total orders')).toContainText(allTime.count.toLocaleString('en-US'));
  await expect(figure(page, "Yesterday's sales")).toContainText(usd(ofYesterday.total_sales));

  // The five top products, in the API's order, each a link to the product, with its orders.
  const products = await api.get<ListOf<{ id: string; title: string; orders_count: number }>>(
    'products',
    { sort: 'orders_count:desc', limit: 5 },
  );
  expect(products.items).toHaveLength(5);
  const productRows = region(page, 'Top products').getByRole('listitem');
  await expect(productRows).toHaveCount(5);
  for (const [i, product] of products.items.entries()) {
    const row = productRows.nth(i);
    await expect(row.getByRole('link')).toHaveText(product.title);
    await expect(row.getByRole('link')).toHaveAttribute('href', `/admin/products/${product.id}`);
    await expect(row).toContainText(
      `${product.orders_count.toLocaleString('en-US')} order${product.orders_count === 1 ? '' : 's'}`,
    );
  }

  // The five customers who spent most, in the API's order, with what they spent.
  const customers = await api.get<
    ListOf<{ id: string; first_name: string; last_name: string; total_spent: number }>
  >('customers', { sort: 'total_spent:desc', limit: 5 });
  const customerRows = region(page, 'Top customers').getByRole('listitem');
  await expect(customerRows).toHaveCount(5);
  for (const [i, customer] of customers.items.entries()) {
    const row = customerRows.nth(i);
    await expect(row.getByRole('link')).toHaveText(`${customer.first_name} ${customer.last_name}`);
    await expect(row).toContainText(usd(customer.total_spent));
  }

  // A link of the list opens that product.
  await productRows.first().getByRole('link').click();
  await expect(page).toHaveURL(`${server.baseUrl}/admin/products/${products.items[0]!.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: products.items[0]!.title }),
  ).toBeVisible();
});

test('?show-confetti celebrates, clears itself from the URL and switches onboarding on', async ({
  page,
  server,
  signIn,
}) => {
  // Records the confetti canvas as it comes and goes (it lives only 5 s: checked afterwards).
  await page.addInitScript(() => {
    const log: { added?: number; removed?: number; ariaHidden?: string | null; pointer?: string } =
      {};
    (window as unknown as { confettiLog: typeof log }).confettiLog = log;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLCanvasElement && node.hasAttribute('data-confetti')) {
            log.added = performance.now();
            log.ariaHidden = node.getAttribute('aria-hidden');
            log.pointer = getComputedStyle(node).pointerEvents;
          }
        }
        for (const node of mutation.removedNodes) {
          if (node instanceof HTMLCanvasElement && node.hasAttribute('data-confetti')) {
            log.removed = performance.now();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const anyCall = page.waitForRequest((r) => isApiCall('shop')(r) && !!r.headers().authorization);
  await signIn(OWNER, '/home');
  const api = adminApi(page, server.baseUrl, (await anyCall).headers().authorization!);
  // Start from an onboarding that is off, so the switch is this page's doing.
  const before = await api.put<{ onboarding: { isEditable: boolean } }>('shop', {
    onboarding_editable: false,
    updated_at: (await api.get<{ updated_at: number }>('shop')).updated_at,
  });
  expect(before.onboarding.isEditable).toBe(false);

  await page.goto(`${server.baseUrl}/admin/home?show-confetti`);
  await expect(page).toHaveURL(`${server.baseUrl}/admin/home`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Alex' })).toBeVisible();
  await expect
    .poll(async () => (await api.get<{ onboarding: { isEditable: boolean } }>('shop')).onboarding)
    .toEqual({ isEditable: true, list: ['create_store', 'create_card'] });

  type Log = { added?: number; removed?: number; ariaHidden?: string | null; pointer?: string };
  const confettiLog = () =>
    page.evaluate(() => (window as unknown as { confettiLog: Log }).confettiLog);
  await expect.poll(async () => (await confettiLog()).removed).toBeDefined();
  const log = await confettiLog();
  expect(log.ariaHidden).toBe('true');
  expect(log.pointer).toBe('none');
  expect(log.removed! - log.added!).toBeLessThanOrEqual(5_000 + 500);
  // Once: the page stays clean.
  await expect(page.locator('canvas[data-confetti]')).toHaveCount(0);
  await expect(page).toHaveURL(`${server.baseUrl}/admin/home`);
});

test('staff without the dashboard policy sees the greeting, no blocks, and no call for them', async ({
  page,
  signIn,
}) => {
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(API_PATH, '');
    if (['orders/stats', 'products', 'customers'].includes(path)) dataCalls.push(path);
  });
  await signIn(STAFF, '/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Sam' })).toBeVisible();
  await expect(
    page.getByText(
      'The dashboard figures are not part of your permissions. To see them, ask the account owner.',
    ),
  ).toBeVisible();
  for (const name of ['Sales', 'Top products', 'Top customers']) {
    await expect(region(page, name)).toHaveCount(0);
  }
  expect(dataCalls).toEqual([]);
});
