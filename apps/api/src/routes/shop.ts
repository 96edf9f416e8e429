import {
  can,
  CURRENCY_INVALID,
  TIMEZONE_INVALID,
  updateShopAddressBodySchema,
  updateShopBodySchema,
  type Account,
  type FieldError,
  type Shop,
  type UpdateShopBody,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { nowSeconds } from '../clock';
import { missingPolicy, requirePolicy } from '../auth/middleware';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import { addressErrors } from '../reference/address-errors';
import { findCurrency, isTimezone } from '../reference/intl-lists';
import { getShop, updateShop, type ShopUpdate } from '../repos/shops';

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

/** The storefront password is the settings' business: nobody else is shown it. */
function shopFor(account: Account, shop: Shop): Shop {
  return can(account, 'setting') ? shop : { ...shop, storefront_password: null };
}

/**
 * The values of a PUT shop that the reference data decides: a time zone and a currency of the
 * lists. Every refused field at once, before anything is read or written.
 */
function resolveReferences(body: UpdateShopBody): ShopUpdate {
  const { currency: code, updated_at: _version, ...patch } = body;
  const errors: FieldError[] = [];
  if (patch.timezone !== undefined && !isTimezone(patch.timezone)) {
    errors.push({ field: 'timezone', title: TIMEZONE_INVALID });
  }
  const currency = code === undefined ? undefined : findCurrency(code);
  if (currency === null) errors.push({ field: 'currency', title: CURRENCY_INVALID });
  if (errors.length) throw validationError(errors);
  return { patch, currency: currency ?? undefined };
}

export function shopRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const { account, shopId } = c.get('auth');
    const shop = await getShop(db, shopId);
    if (!shop) throw notFound('Shop not found');
    return c.json(shopFor(account, shop));
  });

  app.put('/', async (c) => {
    const body = await validVersionedBody(c, updateShopBodySchema);
    const { account, shopId } = c.get('auth');
    if (!onlySwitchesOnSelfServiceFlags(body) && !can(account, 'setting')) {
      throw missingPolicy('setting');
    }
    const update = resolveReferences(body);
    const shop = await db.transaction(async (tx) => {
      const current = await getShop(tx, shopId, true);
      if (!current) throw notFound('Shop not found');
      if (body.updated_at !== current.updated_at) throw staleUpdate(shopFor(account, current));
      return updateShop(tx, shopId, nowSeconds(clock), update);
    });
    return c.json(shopFor(account, shop));
  });

  /**
   * The shop's postal address, by its country's rules (reference/address-errors.ts).
   */
  app.put('/address', requirePolicy('setting'), async (c) => {
    const body = await validVersionedBody(c, updateShopAddressBodySchema);
    const { shopId } = c.get('auth');
    const country = body.country.alpha2;
    const errors = addressErrors(body);
    if (errors.length) throw validationError(errors);
    const shop = await db.transaction(async (tx) => {
      const current = await getShop(tx, shopId, true);
      if (!current) throw notFound('Shop not found');
      if (body.updated_at !== current.updated_at) throw staleUpdate(current);
      return updateShop(tx, shopId, nowSeconds(clock), {
        patch: {},
        address: {
          line: body.line,
          line2: body.line2,
          city: body.city,
          zip: body.zip,
          state: body.state,
          country,
        },
      });
    });
    return c.json(shop);
  });

  return app;
}
