import {
  API_BASE,
  paths,
  REFRESH_COOKIE,
  STOREFRONT_BASE_PATH,
  themePaths,
  UPLOADS_PUBLIC_PATH,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAiProvider } from './ai';
import type { AiProvider } from './ai/provider';
import { requireAuth } from './auth/middleware';
import { sessionCache, type SessionCache } from './auth/session-cache';
import { xsrfProtection } from './auth/xsrf';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { contractRoutes } from './contract/routes';
import { systemResolver, zoneFileResolver, type DnsResolver } from './domains/resolver';
import type { Db } from './db/db';
import { withFailedStatements } from './http/db-statements';
import type { AppEnv, Deps } from './http/env';
import { consoleLogger, errorHandler, notFoundHandler, type Logger } from './http/error-handler';
import { idempotency } from './http/idempotency';
import { loadShedding, type LoadShedding } from './http/load-shed';
import { tooLargeAnswer } from './http/too-large';
import { accountRoutes } from './routes/account';
import { appStoreRoutes } from './routes/app-store';
import { authRoutes } from './routes/auth';
import { billingRoutes, planRoutes } from './routes/billing';
import { collectionRoutes } from './routes/collections';
import { customerGroupRoutes } from './routes/customer-groups';
import { customerRoutes } from './routes/customers';
import { domainCheckRoutes, domainRoutes } from './routes/domains';
import { discountRoutes } from './routes/discounts';
import { navigationMenuRoutes } from './routes/navigation-menus';
import { navigationPageRoutes } from './routes/navigation-pages';
import { brandRoutes } from './routes/brand';
import { shopPolicyRoutes } from './routes/shop-policies';
import { integrationRoutes } from './routes/integrations';
import { inventoryRoutes } from './routes/inventory';
import { locationRoutes } from './routes/locations';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { shippingRoutes } from './routes/shipping';
import { productRoutes } from './routes/products';
import { securityRoutes } from './routes/security';
import { referenceDataRoutes } from './routes/reference-data';
import { shopRoutes } from './routes/shop';
import { staffRoutes } from './routes/staff';
import { storeRoutes } from './routes/stores';
import { taxRoutes } from './routes/taxes';
import { themeRoutes } from './routes/themes';
import { uploadBodyLimit, uploadRoutes } from './routes/uploads';
import { adminStatic } from './static/admin';
import { storefrontRoutes } from './storefront/routes';
import { serveUploads } from './uploads/serve';

export interface AppInput {
  db: Db;
  config: Config;
  /** The access-token key, from resolveAuthSecret(). */
  secret: string;
  clock?: Clock;
  logger?: Logger;
  /** Default: chosen from the configuration (see ai/index.ts). */
  ai?: AiProvider;
  /** Default: from `config.load`; main.ts passes its own to wait for requests in flight on stop. */
  shedding?: LoadShedding;
  /** Default: the zone file of `config.dnsZoneFile` when set (tests), else the machine's DNS. */
  dns?: DnsResolver;
  /** Default: a new one on `db`; main.ts shares one between the API and the accounts app. */
  sessions?: SessionCache;
}

export function toDeps(input: AppInput): Deps {
  const logger = input.logger ?? consoleLogger;
  const db = withFailedStatements(input.db);
  return {
    clock: systemClock,
    ...input,
    logger,
    db,
    sessions: input.sessions ?? sessionCache(db, logger),
    ai: input.ai ?? createAiProvider(input.config),
    dns:
      input.dns ??
      (input.config.dnsZoneFile ? zoneFileResolver(input.config.dnsZoneFile) : systemResolver()),
  };
}

/** JSON bodies above this are refused (413) before they are read. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The admin server: the Admin API under API_BASE and the built admin app under /admin. */
export function createApp(input: AppInput): Hono {
  const deps = toDeps(input);
  const app = new Hono();
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler);
  app.route(API_BASE, contractRoutes()); // public and cacheable: before the API's no-store headers

  app.use('/api/*', (c, next) => {
    // Answers carry personal data and tokens: never cached, never sniffed, never framed. Only a
    // route that says otherwise is cached (the reference data, the same for everyone): its own
    // Cache-Control replaces this one. Set before the answer is made, they are part of it; set
    // after, the answer had to be rebuilt as a web Response (11% of the API's own work under load).
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    return next();
  });
  // Bounded work in flight and a bounded queue; past them a 503 at once (http/load-shed.ts).
  app.use('/api/*', (input.shedding ?? loadShedding(deps.config.load)).middleware);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => tooLargeAnswer(c, 'Request body too large'),
  });
  // Uploads carry files up to 5 MB; that route alone gets a larger limit of its own.
  const filesBodyLimit = uploadBodyLimit();
  const uploadsPath = `${API_BASE}/${paths.uploads}`;
  app.use('/api/*', (c, next) => {
    // No GET or HEAD carries a body we read; asking whether one has a body builds a whole Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === uploadsPath ? filesBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  app.use('/api/*', async (c, next) => {
    try {
      await next();
    } finally {
      // A write may have ended or changed a sign-in (a sign-out, a removed staff member): before
      // its answer leaves, this process has heard so, and the next request is checked against it.
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await deps.sessions.settle();
    }
  });
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
  // Every write with an Idempotency-Key runs once per caller and key (http/idempotency.ts).
  const once = idempotency(deps);
  const resources = {
    [paths.account]: accountRoutes(deps),
    [paths.security]: securityRoutes(deps),
    [paths.shop]: shopRoutes(deps),
    [paths.stores]: storeRoutes(deps),
    [paths.customers]: customerRoutes(deps),
    [paths.customerGroups]: customerGroupRoutes(deps),
    [paths.orders]: orderRoutes(deps),
    [paths.products]: productRoutes(deps),
    [paths.collections]: collectionRoutes(deps),
    [paths.locations]: locationRoutes(deps),
    [paths.taxes]: taxRoutes(deps),
    inventory: inventoryRoutes(deps),
    discounts: discountRoutes(deps),
    [paths.navigationMenus]: navigationMenuRoutes(deps),
    [paths.navigationPages]: navigationPageRoutes(deps),
    [themePaths.themes]: themeRoutes(deps),
    [paths.uploads]: uploadRoutes(deps),
    [paths.settingsDomains]: domainRoutes(deps),
    [paths.settingsDomainCheck]: domainCheckRoutes(deps),
    [paths.settingsBrand]: brandRoutes(deps),
    [paths.settingsPolicies]: shopPolicyRoutes(deps),
    [paths.settingsStaff]: staffRoutes(deps),
    [paths.settingsPayments]: paymentRoutes(deps),
    [paths.shipping]: shippingRoutes(deps),
    [paths.plans]: planRoutes(deps),
    [paths.billing]: billingRoutes(deps),
    [paths.settingsIntegrations]: integrationRoutes(deps),
    [paths.settingsAppStore]: appStoreRoutes(deps),
    data: referenceDataRoutes(),
  };
  for (const [prefix, routes] of Object.entries(resources)) {
    // Hono's `/x/*` matches `/x` itself too: one registration guards the list and its records.
    // Registering `/x` as well ran it twice on every list: a second session statement per call.
    api.use(`/${prefix}/*`, auth, once);
    api.route(`/${prefix}`, routes);
  }
  app.route(API_BASE, api);

  // Uploaded images, public (the storefront shows them) and served inert (see uploads/serve.ts).
  app.on(['GET', 'HEAD'], `${UPLOADS_PUBLIC_PATH}/*`, serveUploads(deps));

  // The shop's storefront, rendered from its live theme (storefront/routes.ts): public, own CSP.
  app.route(STOREFRONT_BASE_PATH, storefrontRoutes(deps));

  app.get('/', (c) => c.redirect('/admin/', 302));
  app.route('/admin', adminStatic(deps));
  return app;
}
