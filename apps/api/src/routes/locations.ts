import type { LocationList } from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/env';
import { listLocations } from '../repos/inventory';

/**
 * GET locations: where the shop keeps stock, the default first. Read here by the inventory screen's
 * location switcher, so under the `product` policy like the rest of the catalog.
 */
export function locationRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('product'));

  app.get('/', async (c) => {
    const body: LocationList = { items: await listLocations(db, c.get('auth').shopId) };
    return c.json(body);
  });

  return app;
}
