import {
  isIntegrationName,
  updateIntegrationBodySchema,
  type IntegrationName,
} from '@shop/admin-api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import { getIntegration, listIntegrations, updateIntegration } from '../repos/integrations';

const NOT_FOUND = 'No integration of that name';

/**
 * The integration named by the path, by its page's name (`meta-pixel`, never the list's
 * `facebook-pixel`): any other names nothing (404, not a refused input).
 */
function nameParam(c: Context<AppEnv>): IntegrationName {
  const name = c.req.param('name') ?? '';
  if (!isIntegrationName(name)) throw notFound(NOT_FOUND);
  return name;
}

/** settings/integrations: Google Analytics, Google Tag Manager, the Meta and TikTok pixels. */
export function integrationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('integration'));

  app.get('/', async (c) => c.json(await listIntegrations(db, c.get('auth').shopId)));

  app.get('/:name', async (c) => {
    const integration = await getIntegration(db, c.get('auth').shopId, nameParam(c));
    if (!integration) throw notFound(NOT_FOUND);
    return c.json(integration);
  });

  app.put('/:name', async (c) => {
    const name = nameParam(c);
    // §5: at least 3 characters, except for the meta pixel (the schema of that name says which).
    const body = await validVersionedBody(c, updateIntegrationBodySchema(name));
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getIntegration(tx, shopId, name, true);
      if (!current) throw notFound(NOT_FOUND);
      if (body.updated_at !== current.updated_at) throw staleUpdate(current);
      return updateIntegration(tx, shopId, name, body, nowSeconds(clock));
    });
    return c.json(saved);
  });

  return app;
}
