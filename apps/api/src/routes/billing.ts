import {
  changePlanBodySchema,
  createCashfreeOrderBodySchema,
  PLAN_CHANGE_MESSAGES,
  PLAN_LIMITS,
  planIdParam,
  type CashfreeErrorCode,
  type CashfreeOrder,
  type FieldError,
  type PlanList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requirePolicy } from '../auth/middleware';
import { CashfreeError, createCashfreeOrder } from '../billing/cashfree';
import { nowSeconds } from '../clock';
import { newId } from '../db/ids';
import { ApiError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import {
  getBilling,
  getPlan,
  getShopPayer,
  insertCashfreeOrder,
  listPlans,
  setBillingPlan,
} from '../repos/billing';

const NO_PLAN = 'No such plan';

/** Where Cashfree checkout sends the merchant back (Cashfree fills in `{order_id}`). */
const RETURN_PATH = '/admin/settings/billing?cashfree_order_id={order_id}';

/** A refusal of the Cashfree order, with the `code` the admin words it by. */
function cashfreeRefusal(
  status: ContentfulStatusCode,
  code: CashfreeErrorCode,
  message: string,
): ApiError {
  return new ApiError(status, message, [], { code });
}

const NOT_CONFIGURED =
  'Paying for a plan is not available: Cashfree is not configured on this platform. Nothing was ' +
  'charged and the plan is unchanged.';
const UNAVAILABLE =
  'Cashfree could not be reached or failed. Nothing was charged; try again in a few minutes.';
const CREDENTIALS =
  "Cashfree refused the platform's Cashfree credentials. Nothing was charged; please contact support.";
const PHONE_MISSING =
  "Cashfree needs the store's phone number: add it in Settings › General › Store details first.";

/** GET plans: the plans on offer, under `billing`. */
export function planRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('billing'));
  app.get('/', async (c) => {
    const body: PlanList = { items: await listPlans(db) };
    return c.json(body);
  });
  return app;
}

/** The shop's subscription: read it, change the plan, pay for a plan through Cashfree. */
export function billingRoutes({ db, clock, config, logger }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('billing'));

  app.get('/', async (c) => c.json(await getBilling(db, c.get('auth').shopId, nowSeconds(clock))));

  app.put('/plan/:planId', async (c) => {
    const { planId } = validParams(c, planIdParam);
    const { updated_at: version } = await validVersionedBody(c, changePlanBodySchema);
    const { shopId } = c.get('auth');
    const now = nowSeconds(clock);
    const billing = await db.transaction(async (tx) => {
      const plan = await getPlan(tx, planId);
      if (!plan) throw notFound(NO_PLAN);
      const current = await getBilling(tx, shopId, now, true);
      if (version !== current.updated_at) throw staleUpdate(current);
      if (current.plan_id === plan.id) {
        throw validationError([{ field: 'plan_id', title: PLAN_CHANGE_MESSAGES.samePlan }]);
      }
      // A plan the shop has outgrown is refused, each limit on its own field; a larger one is not.
      const over: FieldError[] = PLAN_LIMITS.flatMap((limit) => {
        const allowed = plan.limits[limit];
        const used = current.usage[limit];
        return allowed !== null && used > allowed
          ? [
              {
                field: `limits.${limit}`,
                title: PLAN_CHANGE_MESSAGES.overLimit(limit, used, allowed, plan.name),
              },
            ]
          : [];
      });
      if (over.length) throw validationError(over);
      await setBillingPlan(tx, shopId, plan.id, now);
      return getBilling(tx, shopId, now);
    });
    return c.json(billing);
  });

  app.post('/create-cashfree-order-for-billing-plan', async (c) => {
    const { plan_id: planId } = await validBody(c, createCashfreeOrderBodySchema);
    const { shopId, account } = c.get('auth');
    const plan = await getPlan(db, planId);
    if (!plan) throw validationError([{ field: 'plan_id', title: NO_PLAN }]);
    const cashfree = config.cashfree;
    if (!cashfree) throw cashfreeRefusal(503, 'cashfree_not_configured', NOT_CONFIGURED);
    const payer = await getShopPayer(db, shopId);
    if (!payer) throw notFound('No such shop');
    if (!payer.phone?.trim()) throw cashfreeRefusal(422, 'shop_phone_missing', PHONE_MISSING);

    const orderId = newId('bill');
    let created;
    try {
      created = await createCashfreeOrder(cashfree, {
        orderId,
        amount: plan.price,
        currency: plan.currency,
        customer: { id: payer.id, name: payer.name, email: payer.email, phone: payer.phone },
        returnUrl: `${config.adminUrl}${RETURN_PATH}`,
        note: `${plan.name} plan, 1 ${plan.interval}`,
        tags: { shop_id: shopId, plan_id: plan.id },
      });
    } catch (error) {
      if (!(error instanceof CashfreeError)) throw error;
      // For the operator: what Cashfree said (no credential: see CashfreeError).
      logger.error('Cashfree order for a plan failed', error);
      if (error.kind === 'unavailable') {
        throw cashfreeRefusal(502, 'cashfree_unavailable', UNAVAILABLE);
      }
      if (error.kind === 'credentials') throw cashfreeRefusal(502, 'cashfree_refused', CREDENTIALS);
      throw cashfreeRefusal(
        502,
        'cashfree_refused',
        `Cashfree refused the order${error.reason ? `: ${error.reason}` : ''}. Nothing was charged.`,
      );
    }

    await db.transaction((tx) =>
      insertCashfreeOrder(tx, {
        id: orderId,
        shopId,
        planId: plan.id,
        cfOrderId: created.cfOrderId,
        environment: created.environment,
        amount: plan.price,
        currencyCode: plan.currency.code,
        createdBy: account.id,
        createdAt: nowSeconds(clock),
      }),
    );
    const body: CashfreeOrder = {
      order_id: orderId,
      cf_order_id: created.cfOrderId,
      payment_session_id: created.paymentSessionId,
      environment: created.environment,
      plan_id: plan.id,
      amount: plan.price,
      currency: plan.currency,
      expires_at: created.expiresAt,
    };
    return c.json(body, 201);
  });

  return app;
}
