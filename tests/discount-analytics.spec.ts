import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

interface OrderSummary {
  id: string;
}
interface Order {
  id: string;
  created_at: number;
  discount_code: string | null;
  discount_total: number;
  discount_threshold: { id: string | null; name: string } | null;
  threshold_discount_amount: number;
}

/** The owner signed in at `path`, with the access token the sign-in gave (for reading orders). */
async function signInWithToken(
  page: Page,
  signIn: (user: typeof OWNER, path?: string) => Promise<void>,
  path: string,
): Promise<string> {
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await signIn(OWNER, path);
  return ((await (await verified).json()) as { access_token: string }).access_token;
}

/**
 * The newest seeded orders, by their pages, until one placed with a code and one that met a
 * threshold are found.
 */
async function seededOrders(request: APIRequestContext, baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(`${baseUrl}${API}/${path}`, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  const { items } = await get<{ items: OrderSummary[] }>('orders?limit=100');
  let withCode: Order | undefined;
  let withThreshold: Order | undefined;
  for (const { id } of items) {
    const order = await get<Order>(`orders/${id}`);
    if (!withCode && order.discount_code && order.discount_total > 0) withCode = order;
    if (!withThreshold && order.discount_threshold && order.threshold_discount_amount > 0)
      withThreshold = order;
    if (withCode && withThreshold) break;
  }
  const { timezone } = await get<{ timezone: string }>('shop');
  expect(withCode, 'a seeded order placed with a code').toBeDefined();
  expect(withThreshold, 'a seeded order that met a threshold').toBeDefined();
  return { withCode: withCode!, withThreshold: withThreshold!, timezone };
}

/** The day of `seconds` in the shop's time zone, YYYY-MM-DD. */
const dayOf = (seconds: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(seconds * 1000));

const codeTable = (page: Page) => page.getByRole('table', { name: 'By discount code' });
const thresholdTable = (page: Page) => page.getByRole('table', { name: 'By threshold discount' });

test("a seeded order's code and another's threshold show on their day, and the figures export", async ({
  page,
  signIn,
  server,
}) => {
  const token = await signInWithToken(page, signIn, '/discount-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount Analytics' })).toBeVisible();
  // The last 30 days of the shop by default, the chart and its figures with them.
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('figure', { name: 'Revenue per day' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Revenue per day' }).locator('tbody tr'),
  ).toHaveCount(30);

  const { withCode, withThreshold, timezone } = await seededOrders(
    page.request,
    server.baseUrl,
    token,
  );

  // The code's order, on its day: the code's line counts it.
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  const show = page.getByRole('button', { name: 'Show' });
  const codeDay = dayOf(withCode.created_at, timezone);
  await from.fill(codeDay);
  await to.fill(codeDay);
  await show.click();
  await expect(page).toHaveURL(new RegExp(`from=${codeDay}&to=${codeDay}`));
  const codeRow = codeTable(page).getByRole('row').filter({ hasText: withCode.discount_code! });
  await expect(codeRow).toHaveCount(1);
  await expect(codeRow.getByRole('link', { name: withCode.discount_code! })).toBeVisible();

  // The threshold's order, on its day.
  const thresholdDay = dayOf(withThreshold.created_at, timezone);
  await page.goto(
    `${server.baseUrl}/admin/discount-analytics?from=${thresholdDay}&to=${thresholdDay}`,
  );
  const thresholdRow = thresholdTable(page)
    .getByRole('row')
    .filter({ hasText: withThreshold.discount_threshold!.name });
  await expect(thresholdRow).toHaveCount(1);
  await expect(
    page.getByRole('table', { name: 'Revenue per day' }).locator('tbody tr'),
  ).toHaveCount(1);

  // An end before the start is refused on the end, and nothing is asked for.
  await from.fill(thresholdDay);
  await to.fill('2000-01-01');
  await show.click();
  await expect(to).toHaveAccessibleDescription('The end date must be on or after the start date');
  await expect(to).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`from=${thresholdDay}&to=${thresholdDay}`));

  // The figures of the days shown, as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`discount-analytics-${thresholdDay}-${thresholdDay}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^from,to,scope,code,name,orders,revenue,discount,/);
  expect(lines[1]).toMatch(new RegExp(`^${thresholdDay},${thresholdDay},total,`));
  expect(
    lines.some((l) => l.includes(`,threshold,,${withThreshold.discount_threshold!.name},`)),
  ).toBe(true);
});

test('the staff member without the discount policy sees the overlay, not the analytics', async ({
  page,
  signIn,
}) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes(`${API}/discounts/`)) calls += 1;
  });
  await signIn(STAFF, '/discount-analytics');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenue per day' })).toHaveCount(0);
  expect(calls).toBe(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(
    nav.locator('[aria-disabled="true"]', { hasText: 'Discount Analytics' }),
  ).toHaveCount(1);
});
