import type { AppStoreToken } from '@shop/admin-api';
import { Hono } from 'hono';
import { appStoreTokenKey, signAppStoreToken } from '../app-store/token';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { AppEnv, Deps } from '../http/env';

/** settings/app-store: the automation widget's token, for the signed-in account in its shop. */
export function appStoreRoutes({ config, secret, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const key = appStoreTokenKey(secret, config.appStore.tokenSecret);
  app.use('*', requirePolicy('app'));

  app.get('/generateToken', async (c) => {
    const { account, shopId } = c.get('auth');
    const body: AppStoreToken = await signAppStoreToken(
      { accountId: account.id, shopId },
      key,
      nowSeconds(clock),
    );
    return c.json(body);
  });

  return app;
}
