import {
  isShopPolicyKind,
  shopPolicyTemplateQuerySchema,
  updateShopPolicyBodySchema,
  type ShopPolicyKind,
  type ShopPolicyList,
  type ShopPolicyTemplate,
} from '@shop/admin-api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { sanitizeRichText } from '../http/rich-text';
import { validQuery, validVersionedBody } from '../http/validate';
import { getShop } from '../repos/shops';
import { getShopPolicy, listShopPolicies, updateShopPolicy } from '../repos/shop-policies';
import { policyTemplate } from '../shop-policies/templates';

const NOT_FOUND = 'No policy of that kind';

/** The kind named by the path: one that is not a kind names nothing (404, not a refused input). */
function kindParam(c: Context<AppEnv>): ShopPolicyKind {
  const kind = c.req.param('kind') ?? '';
  if (!isShopPolicyKind(kind)) throw notFound(NOT_FOUND);
  return kind;
}

/** settings/policies: refund, privacy, terms of service, shipping and contact, as rich text. */
export function shopPolicyRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('policy'));

  app.get('/', async (c) => {
    const body: ShopPolicyList = { items: await listShopPolicies(db, c.get('auth').shopId) };
    return c.json(body);
  });

  app.put('/:kind', async (c) => {
    const kind = kindParam(c);
    const body = await validVersionedBody(c, updateShopPolicyBodySchema);
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getShopPolicy(tx, shopId, kind, true);
      if (!current) throw notFound(NOT_FOUND);
      if (body.updated_at !== current.updated_at) throw staleUpdate(current);
      // Stored as the storefront may render it: only the rich-text markup, never a script.
      return updateShopPolicy(tx, shopId, kind, sanitizeRichText(body.body), nowSeconds(clock));
    });
    return c.json(saved);
  });

  app.get('/:kind/template', async (c) => {
    const kind = kindParam(c);
    const query = validQuery(c, shopPolicyTemplateQuerySchema);
    const shop = await getShop(db, c.get('auth').shopId);
    if (!shop) throw notFound('Shop not found');
    const language = query.language ?? shop.language;
    const body: ShopPolicyTemplate = { kind, language, body: policyTemplate(kind, language, shop) };
    return c.json(body);
  });

  return app;
}
