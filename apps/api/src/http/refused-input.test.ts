// Text PostgreSQL cannot take is refused at the door, on every endpoint: a NUL character (and a lone
// surrogate, an over-long string, absurd nesting) in a JSON body is a 422 naming the field, in a
// query a 422 naming the parameter (or ignored where the endpoint reads none), in a path id a 404.
// Never a 500, and nothing changes.
import { API_BASE, ORDER_ACTIONS, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { call, type Session, signIn } from '../test/session';
import { MAX_INPUT_DEPTH, MAX_INPUT_TEXT_CHARS, showableKey, TEXT_MESSAGES } from './input-text';

let ctx: TestContext;
let owner: Session;
/** A real id for every path parameter, so only the refused text decides the answer. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  const first = async (sql: string) =>
    (await ctx.db.query<{ id: string }>(sql, [DEMO_SHOP_ID]))[0]!.id;
  ids.customer = await first('SELECT id FROM customers WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.order = await first('SELECT id FROM orders WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.group = await first('SELECT id FROM customer_groups WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.member = await first(
    `SELECT m.customer_id AS id FROM customer_group_members m JOIN customer_groups g ON g.id = m.group_id
     WHERE g.shop_id = $1 ORDER BY g.id, m.customer_id LIMIT 1`,
  );
  ids.product = await first('SELECT id FROM products WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.variant = (
    await ctx.db.query<{ id: string }>(
      'SELECT id FROM product_variants WHERE product_id = $1 ORDER BY id LIMIT 1',
      [ids.product],
    )
  )[0]!.id;
  ids.collection = await first('SELECT id FROM collections WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.location = await first('SELECT id FROM locations WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.rate = await first('SELECT id FROM tax_rates WHERE shop_id = $1 ORDER BY id LIMIT 1');
  ids.level = (
    await ctx.db.query<{ id: string }>(
      'SELECT id FROM inventory_levels WHERE location_id = $1 ORDER BY id LIMIT 1',
      [ids.location],
    )
  )[0]!.id;
});
afterAll(() => ctx.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:name` segments take `ids[name]`. */
  path: string;
  /** The query parameters the endpoint reads. */
  query?: string[];
  /** A text field of its JSON body, and one inside a list where it has lists. */
  body?: { field: string; nested?: { field: string; value: (text: string) => unknown } };
  /** A text field of its multipart form. */
  form?: string;
}

const PAGE = ['q', 'limit', 'sort', 'starting_after', 'ending_before'];

/** Every endpoint of the Admin API. */
const ROUTES: Route[] = [
  { method: 'POST', path: 'auth/verify', body: { field: 'code' } },
  { method: 'POST', path: 'auth/refresh-token' },
  { method: 'POST', path: 'auth/logout' },
  { method: 'GET', path: 'account' },
  { method: 'PUT', path: 'account', body: { field: 'first_name' } },
  { method: 'PUT', path: 'account/email', body: { field: 'email' } },
  { method: 'PUT', path: 'account/password', body: { field: 'old_password' } },
  { method: 'GET', path: 'settings/security' },
  { method: 'GET', path: 'settings/security/mfa' },
  { method: 'POST', path: 'settings/security/mfa/enrolment', body: { field: 'password' } },
  { method: 'POST', path: 'settings/security/mfa/confirm', body: { field: 'code' } },
  { method: 'POST', path: 'settings/security/mfa/disable', body: { field: 'code' } },
  { method: 'POST', path: 'settings/security/mfa/recovery-codes', body: { field: 'code' } },
  { method: 'GET', path: 'settings/security/botguard' },
  { method: 'PUT', path: 'settings/security/botguard', body: { field: 'level' } },
  { method: 'GET', path: 'shop' },
  { method: 'PUT', path: 'shop', body: { field: 'name' } },
  { method: 'GET', path: 'stores' },
  { method: 'GET', path: 'customers', query: PAGE },
  { method: 'GET', path: 'customers/count', query: ['q'] },
  { method: 'GET', path: 'customers/:customer' },
  { method: 'PUT', path: 'customers/:customer', body: { field: 'last_name' } },
  { method: 'DELETE', path: 'customers/:customer' },
  { method: 'GET', path: 'customers/:customer/orders', query: ['limit'] },
  { method: 'GET', path: 'customers/:customer/stats' },
  { method: 'GET', path: 'customer-groups', query: PAGE },
  { method: 'GET', path: 'customer-groups/count', query: ['q'] },
  {
    method: 'POST',
    path: 'customer-groups',
    body: {
      field: 'name',
      nested: { field: 'customer_ids.0', value: (t) => ({ customer_ids: [t] }) },
    },
  },
  { method: 'GET', path: 'customer-groups/:group' },
  { method: 'PUT', path: 'customer-groups/:group', body: { field: 'description' } },
  { method: 'DELETE', path: 'customer-groups/:group' },
  { method: 'GET', path: 'customer-groups/:group/members', query: PAGE },
  {
    method: 'POST',
    path: 'customer-groups/:group/members',
    body: {
      field: 'customer_ids',
      nested: { field: 'customer_ids.0', value: (t) => ({ customer_ids: [t] }) },
    },
  },
  { method: 'DELETE', path: 'customer-groups/:group/members/:member' },
  { method: 'GET', path: 'orders', query: [...PAGE, 'financial_status', 'fulfillment_status'] },
  { method: 'GET', path: 'orders/count', query: ['q', 'financial_status', 'fulfillment_status'] },
  { method: 'GET', path: 'orders/stats', query: ['date'] },
  { method: 'GET', path: 'orders/:order' },
  { method: 'PUT', path: 'orders/:order', body: { field: 'note' } },
  ...ORDER_ACTIONS.filter((a) => a !== 'fulfill').map((action): Route => ({
    method: 'PUT',
    path: `orders/:order/${action}`,
  })),
  {
    method: 'POST',
    path: 'orders/:order/fulfill',
    body: {
      field: 'tracking_number',
      nested: {
        field: 'lines.0.line_id',
        value: (t) => ({ lines: [{ line_id: t, quantity: 1 }] }),
      },
    },
  },
  { method: 'GET', path: 'products', query: [...PAGE, 'status'] },
  { method: 'GET', path: 'products/count', query: ['q', 'status'] },
  {
    method: 'POST',
    path: 'products',
    body: {
      field: 'title',
      nested: { field: 'variants.0.sku', value: (t) => ({ variants: [{ sku: t }] }) },
    },
  },
  {
    method: 'POST',
    path: 'products/ai_generate_product_description',
    body: { field: 'product_title' },
  },
  {
    method: 'POST',
    path: 'products/ai_generate_product_seo_info',
    body: { field: 'product_title' },
  },
  { method: 'GET', path: 'products/:product' },
  {
    method: 'PUT',
    path: 'products/:product',
    body: {
      field: 'description_html',
      nested: { field: 'options.0.name', value: (t) => ({ options: [{ name: t }] }) },
    },
  },
  { method: 'DELETE', path: 'products/:product' },
  { method: 'GET', path: 'products/:product/variants/:variant' },
  { method: 'PUT', path: 'products/:product/variants/:variant', body: { field: 'sku' } },
  { method: 'GET', path: 'collections', query: PAGE },
  { method: 'GET', path: 'collections/count', query: ['q'] },
  {
    method: 'POST',
    path: 'collections',
    body: {
      field: 'title',
      nested: {
        field: 'conditions.0.value',
        value: (t) => ({ conditions: [{ type: 'title', relation: 'contains', value: t }] }),
      },
    },
  },
  { method: 'POST', path: 'collections/ai_generate_collection_info', body: { field: 'title' } },
  { method: 'GET', path: 'collections/:collection' },
  { method: 'PUT', path: 'collections/:collection', body: { field: 'meta_title' } },
  { method: 'DELETE', path: 'collections/:collection' },
  { method: 'GET', path: 'locations' },
  { method: 'GET', path: 'locations/:location' },
  {
    method: 'PUT',
    path: 'locations/:location',
    body: {
      field: 'name',
      nested: { field: 'address.line', value: (t) => ({ address: { line: t } }) },
    },
  },
  { method: 'GET', path: 'taxes' },
  {
    method: 'POST',
    path: 'taxes',
    body: {
      field: 'name',
      nested: {
        field: 'countries.0.country.alpha2',
        value: (t) => ({ countries: [{ country: { alpha2: t } }] }),
      },
    },
  },
  { method: 'PUT', path: 'taxes/:rate', body: { field: 'name' } },
  { method: 'DELETE', path: 'taxes/:rate' },
  { method: 'GET', path: 'inventory/stats', query: ['location_id'] },
  { method: 'GET', path: 'inventory/levels/:location', query: PAGE },
  { method: 'PUT', path: 'inventory/levels/:level', body: { field: 'note' } },
  { method: 'POST', path: 'uploads', form: 'descr' },
];

const name = (r: Route) => `${r.method} ${r.path}`;
const fill = (r: Route, replace?: string) =>
  r.path.replace(/:(\w+)/g, (_, key: string) => replace ?? encodeURIComponent(ids[key]!));

/** Every row of every table, hashed: a refused request leaves all of them as they were. */
async function fingerprint(): Promise<string> {
  const tables = await ctx.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name: table } of tables) {
    const [row] = await ctx.db.query<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, sum(hashtext(t::text)::bigint)::text AS h FROM "${table}" t`,
    );
    parts.push(`${table}:${row!.n}:${row!.h}`);
  }
  return parts.join('\n');
}

/** The smallest PNG: a 1x1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function sendForm(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([PNG], 'pixel.png', { type: 'image/png' }));
  const res = await ctx.app.request(`${API_BASE}/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${owner.accessToken}`,
      cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
      [XSRF_HEADER]: owner.xsrf,
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function send(r: Route, path: string, raw?: string) {
  const res = await call(ctx, r.method, path, {
    // No refresh cookie: with it, auth/logout would end the session the other requests use.
    session: owner,
    ...(raw === undefined ? {} : { raw }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** The hostile texts: what each is refused as. */
const HOSTILE = [
  { text: 'a\u0000b', title: TEXT_MESSAGES.nul },
  { text: 'a\ud800b', title: TEXT_MESSAGES.notUnicode },
  { text: 'x'.repeat(MAX_INPUT_TEXT_CHARS + 1), title: TEXT_MESSAGES.tooLong },
];
/** The same in a URL: NUL, bytes that are not UTF-8, an encoded lone surrogate. */
const HOSTILE_IN_URL = ['%00', 'a%00b', '%ff', '%ed%a0%80'];

describe.each(ROUTES.map((r) => [name(r), r] as const))('%s', (_, r) => {
  let before: string;
  beforeAll(async () => {
    before = await fingerprint();
  });

  if (r.body) {
    const { field, nested } = r.body;
    it.each(HOSTILE)('refuses $title in the body with 422 naming the field', async (h) => {
      const bodies: [Record<string, unknown>, string][] = [
        [{ [field]: h.text }, field],
        [{ [`k${h.text.slice(0, 3)}`]: 'v' }, showableKey(`k${h.text.slice(0, 3)}`)],
      ];
      if (nested) bodies.push([nested.value(h.text) as Record<string, unknown>, nested.field]);
      for (const [body, named] of bodies) {
        if (h.title === TEXT_MESSAGES.tooLong && named !== bodies[0]![1]) continue;
        const res = await send(r, fill(r), JSON.stringify(body));
        expect(
          res.status,
          `${JSON.stringify(body).slice(0, 80)} -> ${JSON.stringify(res.body)}`,
        ).toBe(422);
        expect(res.body.errors).toContainEqual({ field: named, title: h.title });
      }
    });

    it('refuses a body nested past the limit with 422', async () => {
      let deep: unknown = 'x';
      for (let i = 0; i < MAX_INPUT_DEPTH + 5; i++) deep = [deep];
      const res = await send(r, fill(r), JSON.stringify({ [field]: deep }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toContainEqual({
        field: expect.stringMatching(`^${field}`),
        title: TEXT_MESSAGES.tooDeep,
      });
    });
  }

  it('refuses NUL and broken text in the query: 422 naming a parameter it reads, else ignored', async () => {
    for (const param of r.query ?? ['q']) {
      for (const value of HOSTILE_IN_URL) {
        // A write that reads no query would do its work: aim it at a record that does not exist.
        const path = r.method === 'GET' || r.query ? fill(r) : fill(r, 'no-such-id');
        const res = await send(r, `${path}?${param}=${value}`);
        expect(res.status, `${param}=${value} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (r.query && value.includes('%00')) {
          expect(res.status).toBe(422);
          expect(res.body.errors).toContainEqual({ field: param, title: TEXT_MESSAGES.nul });
        }
      }
    }
  });

  if (r.form) {
    const field = r.form;
    // A form's text travels as UTF-8, which cannot carry a lone surrogate: not sent here.
    const hostile = HOSTILE.filter((h) => h.title !== TEXT_MESSAGES.notUnicode);
    it.each(hostile)('refuses $title in a form field with 422 naming the field', async (h) => {
      const res = await sendForm(fill(r), { [field]: h.text });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors).toContainEqual({ field, title: h.title });
    });
  }

  if (r.path.includes(':')) {
    it('answers 404 to NUL in a path id, never 500 to broken text', async () => {
      for (const value of HOSTILE_IN_URL) {
        const res = await send(r, fill(r, value));
        const seen = `${fill(r, value)} -> ${JSON.stringify(res.body)}`;
        // A NUL names no record: 404 before anything else. Other odd bytes are an id like any
        // other, looked up after the (here empty) body is checked: 422, or 428 without a version.
        if (value.includes('%00')) expect(res.status, seen).toBe(404);
        else expect([404, 422, 428], seen).toContain(res.status);
      }
    });
  }

  it('changed nothing', async () => {
    expect(await fingerprint()).toBe(before);
  });
});

it('covers every endpoint the server routes', () => {
  expect(ROUTES).toHaveLength(72);
});
