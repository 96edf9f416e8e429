// Paying for a plan through the platform's Cashfree account, against a small Cashfree stand-in on
// 127.0.0.1 (a random port, closed after): the real Create Order request (path, headers, body), what
// the admin gets back, each way Cashfree can fail, and that the secret key shows nowhere.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CashfreeOrder } from '@shop/admin-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASHFREE_API_VERSION } from '../billing/cashfree';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF } from '../db/seed';
import { logSafeError } from '../http/log-safe-error';
import { createTestContext, TEST_ADMIN_URL, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

const APP_ID = 'TEST1030479c3e1d5bd8b1e7a2f0d4c6e9f1';
const SECRET = 'cfsk_ma_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0_5a1b2c3d';
const PATH = 'billing/create-cashfree-order-for-billing-plan';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * What the stand-in does with the next request: create the order as Cashfree does, answer with
 * this status and body, or drop the connection.
 */
let reply: 'order' | { status: number; body: unknown } | 'hang-up';
const received: Received[] = [];
let server: Server;
let ctx: TestContext;
let owner: Session;
let staff: Session;

/** Cashfree's answer to Create Order (API version 2025-01-01), trimmed to what a real one holds. */
function createdOrder(request: Record<string, unknown>) {
  return {
    cf_order_id: '2149460581',
    order_id: request.order_id,
    entity: 'order',
    order_currency: request.order_currency,
    order_amount: request.order_amount,
    order_status: 'ACTIVE',
    payment_session_id: 'session_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ-payment',
    order_expiry_time: '2025-08-01T12:00:00+05:30',
    order_note: request.order_note,
    created_at: '2025-07-02T12:00:00+05:30',
    customer_details: request.customer_details,
    order_meta: { ...(request.order_meta as object), notify_url: null, payment_methods: null },
    order_tags: request.order_tags,
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (reply === 'hang-up') {
        res.destroy();
        return;
      }
      const { status, body: answer } =
        reply === 'order' ? { status: 200, body: createdOrder(body) } : reply;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({
    config: {
      cashfree: {
        appId: APP_ID,
        secretKey: SECRET,
        environment: 'sandbox',
        baseUrl: `http://127.0.0.1:${port}`,
      },
    },
  });
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  reply = 'order';
  ctx.logged.length = 0;
});

interface Answer extends CashfreeOrder {
  message: string;
  errors: unknown[];
  code?: string;
}

async function pay(planId: string, session = owner) {
  const res = await callJson<Answer>(ctx, 'POST', PATH, { session, body: { plan_id: planId } });
  // The secret key is in no answer, whatever the answer.
  expect(JSON.stringify(res.body)).not.toContain(SECRET);
  return res;
}

const orders = () =>
  ctx.db.query<Record<string, unknown>>(
    'SELECT * FROM billing_cashfree_orders ORDER BY created_at',
  );

/** What the server would write to its log: the message and logSafeError() of each error. */
const logText = () => JSON.stringify(ctx.logged.map((error) => logSafeError(error)));

describe('a Cashfree order for a plan', () => {
  it('is created on Cashfree with the real request, and the admin gets the session to pay in', async () => {
    const res = await pay('growth');
    expect(res.status).toBe(201);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/pg/orders' });
    expect(request!.headers).toMatchObject({
      'x-client-id': APP_ID,
      'x-client-secret': SECRET,
      'x-api-version': CASHFREE_API_VERSION,
      'content-type': 'application/json',
    });
    expect(request!.body).toEqual({
      order_id: res.body.order_id,
      // Cashfree takes the major unit: $59.00.
      order_amount: 59,
      order_currency: 'USD',
      customer_details: {
        customer_id: DEMO_SHOP_ID,
        customer_name: 'Demo Shop',
        customer_email: 'hello@demo-shop.test',
        customer_phone: '+31104142200',
      },
      order_meta: {
        return_url: `${TEST_ADMIN_URL}/admin/settings/billing?cashfree_order_id={order_id}`,
      },
      order_note: 'Growth plan, 1 month',
      order_tags: { shop_id: DEMO_SHOP_ID, plan_id: 'growth' },
    });

    expect(res.body).toEqual({
      order_id: expect.stringMatching(/^bill_[a-z0-9]{14}$/),
      cf_order_id: '2149460581',
      payment_session_id: 'session_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ-payment',
      environment: 'sandbox',
      plan_id: 'growth',
      amount: 5900,
      currency: { id: 'usd', code: 'USD', symbol: '$', name: 'US Dollar', fraction_digits: 2 },
      expires_at: Date.parse('2025-08-01T12:00:00+05:30') / 1000,
    });
    // Kept, to match its payment to the shop; the session itself is not.
    expect(await orders()).toEqual([
      expect.objectContaining({
        id: res.body.order_id,
        shop_id: DEMO_SHOP_ID,
        plan_id: 'growth',
        cf_order_id: '2149460581',
        environment: 'sandbox',
        amount: 5900,
        currency_code: 'USD',
        status: 'created',
        created_by: 'acct_owner',
      }),
    ]);
    expect(ctx.logged).toEqual([]);
    await ctx.db.query('DELETE FROM billing_cashfree_orders');
  });

  it('is refused with a clear message when Cashfree refuses the credentials, keeping nothing', async () => {
    reply = {
      status: 401,
      body: {
        message: 'authentication Failed',
        code: 'request_failed',
        type: 'authentication_error',
      },
    };
    const res = await pay('pro');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      message:
        "Cashfree refused the platform's Cashfree credentials. Nothing was charged; please " +
        'contact support.',
      errors: [],
      code: 'cashfree_refused',
    });
    expect(received).toHaveLength(1);
    expect(await orders()).toEqual([]);
    // The operator learns what Cashfree said, and nothing of the secret.
    expect(logText()).toContain('Cashfree answered 401 to Create Order');
    expect(logText()).not.toContain(SECRET);
  });

  it("passes on Cashfree's reason for refusing an order, with no credential in it", async () => {
    reply = {
      status: 400,
      body: {
        message: `order_currency : USD is not enabled for client ${APP_ID} (${SECRET})`,
        code: 'order_currency_invalid',
        type: 'invalid_request_error',
      },
    };
    const res = await pay('growth');
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('cashfree_refused');
    expect(res.body.message).toBe(
      'Cashfree refused the order: order_currency : USD is not enabled for client [redacted] ' +
        '([redacted]). Nothing was charged.',
    );
    expect(await orders()).toEqual([]);
    expect(logText()).not.toContain(SECRET);
  });

  it('is refused as unavailable when Cashfree fails or hangs up, keeping nothing', async () => {
    reply = { status: 500, body: { message: 'internal error', type: 'api_error' } };
    const failed = await pay('growth');
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      message:
        'Cashfree could not be reached or failed. Nothing was charged; try again in a few minutes.',
      errors: [],
      code: 'cashfree_unavailable',
    });

    reply = 'hang-up';
    const down = await pay('growth');
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('cashfree_unavailable');

    // An answer without a payment session is of no use either.
    reply = { status: 200, body: { cf_order_id: '2149460582', order_status: 'ACTIVE' } };
    const unusable = await pay('growth');
    expect(unusable.status).toBe(502);
    expect(unusable.body.code).toBe('cashfree_unavailable');

    expect(received).toHaveLength(3);
    expect(await orders()).toEqual([]);
    expect(logText()).toContain('Cashfree could not be reached');
    expect(logText()).not.toContain(SECRET);
  });

  it('asks for the shop phone number Cashfree needs, before calling Cashfree', async () => {
    const [shop] = await ctx.db.query<{ phone: string }>('SELECT phone FROM shops WHERE id = $1', [
      DEMO_SHOP_ID,
    ]);
    const phone = shop!.phone;
    await ctx.db.query('UPDATE shops SET phone = NULL WHERE id = $1', [DEMO_SHOP_ID]);
    try {
      const res = await pay('growth');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'shop_phone_missing', errors: [] });
      expect(received).toEqual([]);
    } finally {
      await ctx.db.query('UPDATE shops SET phone = $2 WHERE id = $1', [DEMO_SHOP_ID, phone]);
    }
  });

  it('is not made for a member without `billing` (403) or for a plan that does not exist (422)', async () => {
    expect((await pay('growth', staff)).status).toBe(403);
    expect((await pay('enterprise')).status).toBe(422);
    expect(received).toEqual([]);
    expect(await orders()).toEqual([]);
  });
});
