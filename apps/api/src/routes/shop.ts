import { can, updateShopBodySchema, type UpdateShopBody } from '@shop/admin-api';
import { Hono } from 'hono';
import { nowSeconds } from '../clock';
import { missingPolicy } from '../auth/middleware';
import { notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import { getShop, updateShop } from '../repos/shops';

/**
 * Finishing the guided tour saves tour_completed for every user, staff included (§4), and the first
 * visit of /home?show-confetti switches the onboarding on for whoever lands there (§2). So a body
 * that only turns these flags on needs no policy. Every other change to the shop needs `setting`,
 * turning either flag off included.
 */
function onlySwitchesOnSelfServiceFlags(body: UpdateShopBody): boolean {
  const { tour_completed, onboarding_editable, updated_at: _version, ...rest } = body;
  const flags = [tour_completed, onboarding_editable].filter((v) => v !== undefined);
  return (
    flags.length > 0 &&
    flags.every((v) => v === true) &&
    Object.values(rest).every((v) => v === undefined)
  );
}

/** The taxes page's tax-inclusive switch (§4) saves this field alone: `tax` may, besides `setting`. */
function onlySwitchesTaxInclusion(body: UpdateShopBody): boolean {
  const { tax_inclusion_status, updated_at: _version, ...rest } = body;
  return tax_inclusion_status !== undefined && Object.values(rest).every((v) => v === undefined);
}

export function shopRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const shop = await getShop(db, c.get('auth').shopId);
    if (!shop) throw notFound('Shop not found');
    return c.json(shop);
  });

  app.put('/', async (c) => {
    const body = await validVersionedBody(c, updateShopBodySchema);
    const { account, shopId } = c.get('auth');
    const allowed =
      onlySwitchesOnSelfServiceFlags(body) ||
      can(account, 'setting') ||
      (onlySwitchesTaxInclusion(body) && can(account, 'tax'));
    if (!allowed) throw missingPolicy('setting');
    const shop = await db.transaction(async (tx) => {
      const current = await getShop(tx, shopId, true);
      if (!current) throw notFound('Shop not found');
      if (body.updated_at !== current.updated_at) throw staleUpdate(current);
      return updateShop(tx, shopId, nowSeconds(clock), body);
    });
    return c.json(shop);
  });

  return app;
}
