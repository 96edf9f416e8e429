import {
  locationIdParam,
  PICKUP_MESSAGES,
  updateLocalPickupBodySchema,
  type LocalPickupList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { fieldError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validVersionedBody } from '../http/validate';
import { getLocalPickup, listLocalPickup, saveLocalPickup } from '../repos/shipping-pickup';

const NOT_FOUND = 'Location not found';

/**
 * Local pickup at the shop's locations (§2 shipping › local-pickup/{locationId}), under `shipping`.
 * Offering it needs a location that fulfils online orders; turning it off never does. Orders placed
 * for pickup keep going through "ready for pickup" and "picked up" (routes/orders.ts) unchanged.
 */
export function localPickupRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('shipping'));

  app.get('/', async (c) => {
    const body: LocalPickupList = { items: await listLocalPickup(db, c.get('auth').shopId) };
    return c.json(body);
  });

  app.get('/:locationId', async (c) => {
    const { locationId } = validParams(c, locationIdParam);
    const pickup = await getLocalPickup(db, c.get('auth').shopId, locationId);
    if (!pickup) throw notFound(NOT_FOUND);
    return c.json(pickup);
  });

  app.put('/:locationId', async (c) => {
    const { locationId } = validParams(c, locationIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateLocalPickupBodySchema,
    );
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getLocalPickup(tx, shopId, locationId, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      if (fields.enabled && !current.fulfills_online_orders) {
        throw fieldError('enabled', PICKUP_MESSAGES.needsOnlineOrders);
      }
      await saveLocalPickup(tx, shopId, locationId, nowSeconds(clock), fields);
      return (await getLocalPickup(tx, shopId, locationId))!;
    });
    return c.json(saved);
  });

  return app;
}
