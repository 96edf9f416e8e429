import {
  inventoryIdParam,
  inventoryLevelsQuerySchema,
  inventoryStatsQuerySchema,
  locationIdParam,
  updateInventoryLevelBodySchema,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { fieldError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  getInventoryLevel,
  inventoryStats,
  listInventoryLevels,
  locationExists,
  setInventoryAvailable,
} from '../repos/inventory';

const LOCATION_NOT_FOUND = 'Location not found';
const LEVEL_NOT_FOUND = 'Inventory level not found';

/** inventory/levels/{locationId}, inventory/levels/{inventoryId}, inventory/stats: `product` policy. */
export function inventoryRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('product'));

  app.get('/stats', async (c) => {
    const { location_id } = validQuery(c, inventoryStatsQuerySchema);
    const shopId = c.get('auth').shopId;
    if (location_id && !(await locationExists(db, shopId, location_id))) {
      throw fieldError('location_id', 'Unknown location');
    }
    return c.json(await inventoryStats(db, shopId, location_id));
  });

  app.get('/levels/:locationId', async (c) => {
    const { locationId } = validParams(c, locationIdParam);
    const query = validQuery(c, inventoryLevelsQuerySchema);
    const shopId = c.get('auth').shopId;
    if (!(await locationExists(db, shopId, locationId))) throw notFound(LOCATION_NOT_FOUND);
    return c.json(await listInventoryLevels(db, shopId, locationId, query));
  });

  app.put('/levels/:inventoryId', async (c) => {
    const { inventoryId } = validParams(c, inventoryIdParam);
    const { available, updated_at: version } = await validVersionedBody(
      c,
      updateInventoryLevelBodySchema,
    );
    const shopId = c.get('auth').shopId;
    const updated = await db.transaction(async (tx) => {
      const current = await getInventoryLevel(tx, shopId, inventoryId, true);
      if (!current) throw notFound(LEVEL_NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      await setInventoryAvailable(tx, shopId, inventoryId, available, nowSeconds(clock));
      return getInventoryLevel(tx, shopId, inventoryId);
    });
    return c.json(updated);
  });

  return app;
}
