import { randomInt } from 'node:crypto';
import {
  couponBulkBodySchema,
  couponIdParam,
  couponListBodySchema,
  createCouponBodySchema,
  DISCOUNT_MESSAGES,
  generateCouponsBodySchema,
  randomCouponCode,
  updateCouponBodySchema,
  type CouponBulkResult,
  type CouponList,
  type CountResponse,
  type FieldError,
  type GeneratedCoupons,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { newId } from '../db/ids';
import { fieldError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import { discountAnalyticsRoutes } from './discount-analytics';
import { discountSettingsRoutes, discountThresholdRoutes } from './discount-thresholds';
import {
  countCoupons,
  couponCodeTaken,
  deleteCoupons,
  freeCodes,
  getCoupon,
  insertCoupons,
  listCoupons,
  listCouponsById,
  timesUsed,
  unknownIds,
  updateCoupon,
  type CouponRules,
} from '../repos/discounts';

const NOT_FOUND = 'Discount code not found';
/** Draws of a generated batch: a collision with the shop's codes is rare; this many always do. */
const GENERATE_ROUNDS = 10;

/**
 * The server's refusals of valid-looking rules: a message on each field whose ids the shop does not
 * have (products, collections, the customer group), and on the usage limit when it is below the
 * times the code was used already.
 */
async function ruleErrors(
  tx: Db,
  shopId: string,
  rules: CouponRules,
  used = 0,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const each = (field: string, ids: readonly string[], missing: Set<string>, title: string) =>
    ids.forEach((id, i) => {
      if (missing.has(id)) errors.push({ field: `${field}.${i}`, title });
    });
  each(
    'collection_ids',
    rules.collection_ids,
    await unknownIds(tx, shopId, 'collections', rules.collection_ids),
    DISCOUNT_MESSAGES.unknownCollection,
  );
  each(
    'product_ids',
    rules.product_ids,
    await unknownIds(tx, shopId, 'products', rules.product_ids),
    DISCOUNT_MESSAGES.unknownProduct,
  );
  if (rules.customer_group_id !== null) {
    const missing = await unknownIds(tx, shopId, 'customer_groups', [rules.customer_group_id]);
    if (missing.size)
      errors.push({ field: 'customer_group_id', title: DISCOUNT_MESSAGES.unknownGroup });
  }
  if (rules.usage_limit !== null && rules.usage_limit < used)
    errors.push({ field: 'usage_limit', title: DISCOUNT_MESSAGES.limitBelowUsed });
  return errors;
}

/** 422 with every refusal at once (the code taken too), so the form shows each field to change. */
async function checkCoupon(
  tx: Db,
  shopId: string,
  fields: CouponRules & { code?: string },
  options: { exceptId?: string | null; used?: number } = {},
): Promise<void> {
  const errors: FieldError[] = [];
  if (
    fields.code !== undefined &&
    (await couponCodeTaken(tx, shopId, fields.code, options.exceptId ?? null))
  )
    errors.push({ field: 'code', title: DISCOUNT_MESSAGES.codeTaken });
  errors.push(...(await ruleErrors(tx, shopId, fields, options.used)));
  if (errors.length) throw validationError(errors);
}

/** A racing save that took the code first: the unique key answers for the check. */
async function codeGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION))
      throw fieldError('code', DISCOUNT_MESSAGES.codeTaken);
    throw error;
  }
}

/** `count` codes of `prefix` the shop does not have, each different. */
async function drawFreeCodes(
  tx: Db,
  shopId: string,
  prefix: string,
  count: number,
): Promise<string[]> {
  const codes = new Set<string>();
  for (let round = 0; round < GENERATE_ROUNDS && codes.size < count; round++) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = randomCouponCode(prefix, randomInt);
      if (!codes.has(code)) drawn.add(code);
    }
    for (const code of await freeCodes(tx, shopId, [...drawn])) codes.add(code);
  }
  if (codes.size < count) throw new Error(`could not draw ${count} free codes for ${prefix}`);
  return [...codes];
}

/** §7 Discounts: the shop's discount codes, every call under the `discount` policy. */
export function discountRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('discount'));
  app.route('/analytics', discountAnalyticsRoutes(deps));
  app.route('/thresholds', discountThresholdRoutes(deps));
  app.route('/settings', discountSettingsRoutes(deps));

  app.post('/coupons-list', async (c) => {
    const query = await validBody(c, couponListBodySchema);
    const body: CouponList = await listCoupons(db, c.get('auth').shopId, query, nowSeconds(clock));
    return c.json(body);
  });

  // Before /coupons/:couponId, which would take "count" for an id.
  app.get('/coupons/count', async (c) => {
    const body: CountResponse = { count: await countCoupons(db, c.get('auth').shopId) };
    return c.json(body);
  });

  app.post('/coupons', async (c) => {
    const { code, ...rules } = await validBody(c, createCouponBodySchema);
    const { shopId } = c.get('auth');
    const coupon = await codeGuard(() =>
      db.transaction(async (tx) => {
        await checkCoupon(tx, shopId, { ...rules, code });
        const now = nowSeconds(clock);
        const [id] = await insertCoupons(tx, shopId, now, rules, [{ id: newId('cpn'), code }]);
        if (!id) throw fieldError('code', DISCOUNT_MESSAGES.codeTaken);
        return (await getCoupon(tx, shopId, id, now))!;
      }),
    );
    return c.json(coupon, 201);
  });

  app.post('/coupons/bulk', async (c) => {
    const { action, ids } = await validBody(c, couponBulkBodySchema);
    const { shopId } = c.get('auth');
    const asked = [...new Set(ids)];
    // Only this shop's codes can be deleted: another shop's ids and missing ones are skipped.
    const deleted = await db.transaction((tx) => deleteCoupons(tx, shopId, asked));
    const body: CouponBulkResult = {
      action,
      deleted: asked.filter((id) => deleted.has(id)),
      skipped: asked.filter((id) => !deleted.has(id)).map((id) => ({ id, reason: 'not_found' })),
    };
    return c.json(body);
  });

  app.post('/coupons/generate', async (c) => {
    const { prefix, count, ...rules } = await validBody(c, generateCouponsBodySchema);
    const { shopId } = c.get('auth');
    const body: GeneratedCoupons = await db.transaction(async (tx) => {
      await checkCoupon(tx, shopId, rules);
      const now = nowSeconds(clock);
      const ids: string[] = [];
      // A code taken by another save between the draw and the insert is drawn again.
      for (let round = 0; round < GENERATE_ROUNDS && ids.length < count; round++) {
        const codes = await drawFreeCodes(tx, shopId, prefix, count - ids.length);
        const coupons = codes.map((code) => ({ id: newId('cpn'), code }));
        ids.push(...(await insertCoupons(tx, shopId, now, rules, coupons)));
      }
      return { items: await listCouponsById(tx, shopId, ids, now) };
    });
    return c.json(body, 201);
  });

  app.get('/coupons/:couponId', async (c) => {
    const { couponId } = validParams(c, couponIdParam);
    const coupon = await getCoupon(db, c.get('auth').shopId, couponId, nowSeconds(clock));
    if (!coupon) throw notFound(NOT_FOUND);
    return c.json(coupon);
  });

  app.put('/coupons/:couponId', async (c) => {
    const { couponId } = validParams(c, couponIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(c, updateCouponBodySchema);
    const { shopId } = c.get('auth');
    const coupon = await codeGuard(() =>
      db.transaction(async (tx) => {
        const now = nowSeconds(clock);
        const current = await getCoupon(tx, shopId, couponId, now, true);
        if (!current) throw notFound(NOT_FOUND);
        if (version !== current.updated_at) throw staleUpdate(current);
        await checkCoupon(tx, shopId, fields, {
          exceptId: couponId,
          used: await timesUsed(tx, shopId, couponId),
        });
        await updateCoupon(tx, shopId, couponId, now, fields);
        return (await getCoupon(tx, shopId, couponId, now))!;
      }),
    );
    return c.json(coupon);
  });

  app.delete('/coupons/:couponId', async (c) => {
    const { couponId } = validParams(c, couponIdParam);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteCoupons(tx, shopId, [couponId]));
    if (!deleted.size) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
