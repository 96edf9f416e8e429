import { orderCountQuerySchema, type CountResponse } from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/env';
import { validQuery } from '../http/validate';
import { countOrders } from '../repos/orders';

/** Orders under the `order` policy. For now only the count behind the sidebar's unfulfilled badge. */
export function orderRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('order'));

  app.get('/count', async (c) => {
    const filters = validQuery(c, orderCountQuerySchema);
    const body: CountResponse = { count: await countOrders(db, c.get('auth').shopId, filters) };
    return c.json(body);
  });

  return app;
}
