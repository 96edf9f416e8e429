import {
  FULFILL_LINE_DONE,
  FULFILL_TOO_MANY,
  FULFILL_UNKNOWN_LINE,
  fulfillOrderBodySchema,
  orderCountQuerySchema,
  orderIdParam,
  orderListQuerySchema,
  orderStatsQuerySchema,
  parseStatsDate,
  updateOrderBodySchema,
  type Account,
  type CountResponse,
  type FieldError,
  type Order,
  type OrderAction,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { ApiError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validQuery, validVersionedBody } from '../http/validate';
import { transition } from '../orders/state-machine';
import { refreshCustomerTotals } from '../repos/customer-totals';
import {
  addOrderEvent,
  countOrders,
  getOrder,
  insertFulfillment,
  listOrders,
  orderStats,
  saveOrderState,
  updateOrderNote,
} from '../repos/orders';

const NOT_FOUND = 'Order not found';
const DAY = 24 * 60 * 60;

const authorOf = (account: Account) => ({
  id: account.id,
  name: `${account.first_name} ${account.last_name}`.trim() || account.email,
});

/**
 * An action the order's state does not allow: 409, nothing written. `allowed_actions` says what the
 * order does allow now (it may have moved on since the page was loaded).
 */
function refused(order: Order, reason: string): ApiError {
  return new ApiError(409, reason, [], { allowed_actions: order.allowed_actions });
}

/** orders, orders/count, orders/stats, orders/{id} and its actions: all under the `order` policy. */
export function orderRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('order'));

  app.get('/', async (c) => {
    const query = validQuery(c, orderListQuerySchema);
    return c.json(await listOrders(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const filters = validQuery(c, orderCountQuerySchema);
    const body: CountResponse = { count: await countOrders(db, c.get('auth').shopId, filters) };
    return c.json(body);
  });

  app.get('/stats', async (c) => {
    const { date } = validQuery(c, orderStatsQuerySchema);
    const from = date === undefined ? null : parseStatsDate(date);
    const range = from === null ? undefined : { from, to: from + DAY };
    return c.json(await orderStats(db, c.get('auth').shopId, range));
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, orderIdParam);
    const order = await getOrder(db, c.get('auth').shopId, id);
    if (!order) throw notFound(NOT_FOUND);
    return c.json(order);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, orderIdParam);
    const { updated_at: version, note } = await validVersionedBody(c, updateOrderBodySchema);
    const { shopId, account } = c.get('auth');
    const updated = await db.transaction(async (tx) => {
      const current = await getOrder(tx, shopId, id, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      if (note === current.note) return current;
      const now = nowSeconds(clock);
      await updateOrderNote(tx, shopId, id, now, note);
      await addOrderEvent(tx, shopId, id, now, { type: 'note_changed', author: authorOf(account) });
      return (await getOrder(tx, shopId, id))!;
    });
    return c.json(updated);
  });

  /** A state change without a body: check, write the new state and its event, in one transaction. */
  const simpleAction = (
    action: Exclude<OrderAction, 'fulfill'>,
    effect?: (
      tx: Db,
      shopId: string,
      order: Order,
      now: number,
    ) => Promise<Record<string, unknown>>,
  ) =>
    app.put(`/:id/${action}`, async (c) => {
      const { id } = validParams(c, orderIdParam);
      const { shopId, account } = c.get('auth');
      const order = await db.transaction(async (tx) => {
        const current = await getOrder(tx, shopId, id, true);
        if (!current) throw notFound(NOT_FOUND);
        const next = transition(current, action);
        if (!next.ok) throw refused(current, next.reason);
        const now = nowSeconds(clock);
        const data = (await effect?.(tx, shopId, current, now)) ?? {};
        await saveOrderState(tx, shopId, id, now, next.state);
        await addOrderEvent(tx, shopId, id, now, {
          type: EVENT_OF[action],
          author: authorOf(account),
          data,
        });
        // Whether an order counts as spent money depends on its payment state (customer-totals.ts).
        if (action === 'mark-as-paid' && current.customer_id)
          await refreshCustomerTotals(tx, shopId, [current.customer_id]);
        return (await getOrder(tx, shopId, id))!;
      });
      return c.json(order);
    });

  simpleAction('mark-as-paid', async (_tx, _shopId, order) => ({ amount: order.total }));
  simpleAction('mark-as-ready-pickup');
  // Handing a pickup order over fulfils whatever was left of it.
  simpleAction('mark-as-picked-up', async (tx, shopId, order, now) => {
    const lines = order.lines
      .filter((l) => l.fulfilled_quantity < l.quantity)
      .map((l) => ({ line_id: l.id, quantity: l.quantity - l.fulfilled_quantity }));
    if (lines.length === 0) return {};
    const fulfillmentId = await insertFulfillment(tx, shopId, order.id, now, {
      lines,
      tracking_company: null,
      tracking_number: null,
      tracking_url: null,
    });
    return { fulfillment_id: fulfillmentId };
  });
  simpleAction('mark-as-delivered');

  app.post('/:id/fulfill', async (c) => {
    const { id } = validParams(c, orderIdParam);
    const body = await validBody(c, fulfillOrderBodySchema);
    const { shopId, account } = c.get('auth');
    const order = await db.transaction(async (tx) => {
      const current = await getOrder(tx, shopId, id, true);
      if (!current) throw notFound(NOT_FOUND);
      // The state first: a refused action says why, whatever the body held.
      const allowed = transition(current, 'fulfill');
      if (!allowed.ok) throw refused(current, allowed.reason);
      const errors: FieldError[] = [];
      let remaining = 0;
      const left = new Map(current.lines.map((l) => [l.id, l.quantity - l.fulfilled_quantity]));
      body.lines.forEach((line, i) => {
        const open = left.get(line.line_id);
        if (open === undefined)
          errors.push({ field: `lines.${i}.line_id`, title: FULFILL_UNKNOWN_LINE });
        else if (line.quantity > open)
          errors.push({
            field: `lines.${i}.quantity`,
            title: open === 0 ? FULFILL_LINE_DONE : `${FULFILL_TOO_MANY} (${open})`,
          });
      });
      if (errors.length) throw validationError(errors);
      for (const [lineId, open] of left) {
        const taken = body.lines.find((l) => l.line_id === lineId)?.quantity ?? 0;
        remaining += open - taken;
      }
      const next = transition(current, 'fulfill', remaining === 0);
      if (!next.ok) throw refused(current, next.reason);
      const now = nowSeconds(clock);
      const tracking = {
        tracking_company: body.tracking_company,
        tracking_number: body.tracking_number,
        tracking_url: body.tracking_url,
      };
      const fulfillmentId = await insertFulfillment(tx, shopId, id, now, {
        lines: body.lines,
        ...tracking,
      });
      await saveOrderState(tx, shopId, id, now, next.state);
      await addOrderEvent(tx, shopId, id, now, {
        type: 'fulfilled',
        author: authorOf(account),
        data: {
          fulfillment_id: fulfillmentId,
          quantity: body.lines.reduce((n, l) => n + l.quantity, 0),
          ...tracking,
        },
      });
      return (await getOrder(tx, shopId, id))!;
    });
    return c.json(order);
  });

  return app;
}

const EVENT_OF = {
  'mark-as-paid': 'paid',
  'mark-as-ready-pickup': 'ready_for_pickup',
  'mark-as-picked-up': 'picked_up',
  'mark-as-delivered': 'delivered',
} as const;
