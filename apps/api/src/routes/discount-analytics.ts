import { discountAnalyticsQuerySchema } from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/env';
import { validQuery } from '../http/validate';
import { discountAnalytics } from '../repos/discount-analytics';
import { getShop } from '../repos/shops';

/** GET discounts/analytics: what the discounts did over days of the shop's time zone. */
export function discountAnalyticsRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('discount'));

  app.get('/', async (c) => {
    const { from, to } = validQuery(c, discountAnalyticsQuerySchema);
    const { shopId } = c.get('auth');
    const shop = await getShop(db, shopId);
    if (!shop) throw new Error(`shop ${shopId} vanished`);
    return c.json(await discountAnalytics(db, shopId, { from, to, timezone: shop.timezone }));
  });

  return app;
}
