import { API_BASE, paths, REFRESH_COOKIE } from '@shop/admin-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAuth } from './auth/middleware';
import { xsrfProtection } from './auth/xsrf';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppEnv, Deps } from './http/env';
import { consoleLogger, errorHandler, notFoundHandler, type Logger } from './http/error-handler';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { orderRoutes } from './routes/orders';
import { shopRoutes } from './routes/shop';
import { storeRoutes } from './routes/stores';
import { adminStatic } from './static/admin';

export interface AppInput {
  db: Db;
  config: Config;
  /** The access-token key, from resolveAuthSecret(). */
  secret: string;
  clock?: Clock;
  logger?: Logger;
}

export function toDeps(input: AppInput): Deps {
  return { clock: systemClock, logger: consoleLogger, ...input };
}

/** JSON bodies above this are refused (413) before they are read. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The admin server: the Admin API under API_BASE and the built admin app under /admin. */
export function createApp(input: AppInput): Hono {
  const deps = toDeps(input);
  const app = new Hono();
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler);

  app.use('/api/*', async (c, next) => {
    await next();
    // Answers carry personal data and tokens: never cached, never sniffed, never framed.
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request body too large', errors: [] }, 413),
    }),
  );
  app.use(
    '/api/*',
    xsrfProtection([`${API_BASE}/${paths.auth.verify}`], {
      [`${API_BASE}/${paths.auth.refresh}`]: REFRESH_COOKIE,
      [`${API_BASE}/${paths.auth.logout}`]: REFRESH_COOKIE,
    }),
  );

  const api = new Hono<AppEnv>();
  api.route('/auth', authRoutes(deps));
  // Authentication guards the resource prefixes only, so an unknown path stays a 404.
  const auth = requireAuth(deps);
  const resources = {
    [paths.account]: accountRoutes(deps),
    [paths.shop]: shopRoutes(deps),
    [paths.stores]: storeRoutes(deps),
    [paths.customers]: customerRoutes(deps),
    orders: orderRoutes(deps),
  };
  for (const [prefix, routes] of Object.entries(resources)) {
    api.use(`/${prefix}`, auth);
    api.use(`/${prefix}/*`, auth);
    api.route(`/${prefix}`, routes);
  }
  app.route(API_BASE, api);

  app.get('/', (c) => c.redirect('/admin/', 302));
  app.route('/admin', adminStatic(deps));
  return app;
}
