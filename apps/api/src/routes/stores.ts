import type { StoreList } from '@shop/admin-api';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { listStores } from '../repos/shops';

/** The account's stores for the store switcher; any signed-in user. */
export function storeRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { account, shopId } = c.get('auth');
    const body: StoreList = { items: await listStores(db, account.id, shopId) };
    return c.json(body);
  });
  return app;
}
