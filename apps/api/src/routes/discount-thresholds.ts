import {
  createThresholdBodySchema,
  THRESHOLD_MAX,
  THRESHOLD_MESSAGES,
  thresholdIdParam,
  updateDiscountSettingsBodySchema,
  updateThresholdBodySchema,
  type DiscountThresholdList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { newId } from '../db/ids';
import { ApiError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import {
  countThresholds,
  deleteThreshold,
  getDiscountSettings,
  getThreshold,
  insertThreshold,
  listThresholds,
  saveDiscountSettings,
  updateThreshold,
} from '../repos/discount-thresholds';

const NOT_FOUND = 'Threshold discount not found';

/** Issue 25: the shop's threshold discounts (`discounts/thresholds...`), under `discount`. */
export function discountThresholdRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('discount'));

  app.get('/', async (c) => {
    const body: DiscountThresholdList = {
      items: await listThresholds(db, c.get('auth').shopId, nowSeconds(clock)),
    };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const fields = await validBody(c, createThresholdBodySchema);
    const { shopId } = c.get('auth');
    const threshold = await db.transaction(async (tx) => {
      // The shop row serialises two creates racing for the last place.
      await tx.query('SELECT 1 FROM shops WHERE id = $1 FOR UPDATE', [shopId]);
      if ((await countThresholds(tx, shopId)) >= THRESHOLD_MAX)
        throw new ApiError(422, THRESHOLD_MESSAGES.tooMany);
      const now = nowSeconds(clock);
      const id = newId('thr');
      await insertThreshold(tx, shopId, id, now, fields);
      return (await getThreshold(tx, shopId, id, now))!;
    });
    return c.json(threshold, 201);
  });

  app.get('/:thresholdId', async (c) => {
    const { thresholdId } = validParams(c, thresholdIdParam);
    const threshold = await getThreshold(db, c.get('auth').shopId, thresholdId, nowSeconds(clock));
    if (!threshold) throw notFound(NOT_FOUND);
    return c.json(threshold);
  });

  app.put('/:thresholdId', async (c) => {
    const { thresholdId } = validParams(c, thresholdIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateThresholdBodySchema,
    );
    const { shopId } = c.get('auth');
    const threshold = await db.transaction(async (tx) => {
      const now = nowSeconds(clock);
      const current = await getThreshold(tx, shopId, thresholdId, now, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      await updateThreshold(tx, shopId, thresholdId, now, fields);
      return (await getThreshold(tx, shopId, thresholdId, now))!;
    });
    return c.json(threshold);
  });

  app.delete('/:thresholdId', async (c) => {
    const { thresholdId } = validParams(c, thresholdIdParam);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteThreshold(tx, shopId, thresholdId));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}

/** Issue 25: how the shop's discounts combine (`discounts/settings`), under `discount`. */
export function discountSettingsRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('discount'));

  app.get('/', async (c) => c.json(await getDiscountSettings(db, c.get('auth').shopId)));

  app.put('/', async (c) => {
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateDiscountSettingsBodySchema,
    );
    const { shopId } = c.get('auth');
    const settings = await db.transaction(async (tx) => {
      const current = await getDiscountSettings(tx, shopId, true);
      if (version !== current.updated_at) throw staleUpdate(current);
      await saveDiscountSettings(tx, shopId, nowSeconds(clock), fields);
      return getDiscountSettings(tx, shopId);
    });
    return c.json(settings);
  });

  return app;
}
