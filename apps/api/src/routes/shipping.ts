import {
  COUNTRY_MESSAGE,
  gramsToWeight,
  SHIPPING_MESSAGES,
  STATE_MESSAGE,
  updateShippingBodySchema,
  weightToGrams,
  type FieldError,
  type ShippingSettings,
  type ShippingZoneOutput,
  type WeightUnit,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { newId } from '../db/ids';
import { staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import { isCountry, isSubdivisionOf } from '../reference/countries';
import {
  getShipping,
  saveShipping,
  shopWeightUnit,
  type StoredRate,
  type StoredShipping,
  type StoredZone,
} from '../repos/shipping';
import { shippingCarrierRoutes } from './shipping-carriers';
import { localPickupRoutes } from './shipping-pickup';

/** Grams kept to the column's 6 decimals, so what is stored is what was computed. */
const grams = (value: number, unit: WeightUnit) =>
  Math.round(weightToGrams(value, unit) * 1e6) / 1e6;

/** The zones as GET answers them: weights in `unit`. */
function settingsOf(stored: StoredShipping, unit: WeightUnit): ShippingSettings {
  const weight = (value: number | null) => (value === null ? null : gramsToWeight(value, unit));
  return {
    weight_unit: unit,
    zones: stored.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countries: zone.countries.map(({ alpha2, states }) => ({ country: { alpha2 }, states })),
      rates: zone.rates.map(({ min_weight_grams, max_weight_grams, ...rate }) => ({
        ...rate,
        min_weight: weight(min_weight_grams),
        max_weight: weight(max_weight_grams),
      })),
    })),
    updated_at: stored.updated_at,
  };
}

/**
 * What the contract cannot check: countries and states from the reference lists, and ids that name
 * a zone of the shop, or a rate of that zone (an unknown one was deleted by someone else: the save's
 * version would then be stale too, unless the id is made up).
 */
function referenceErrors(
  zones: readonly ShippingZoneOutput[],
  current: StoredShipping,
): FieldError[] {
  const errors: FieldError[] = [];
  const currentZones = new Map(current.zones.map((zone) => [zone.id, zone]));
  zones.forEach((zone, z) => {
    const at = `zones.${z}`;
    zone.countries.forEach(({ country, states }, c) => {
      if (!isCountry(country.alpha2)) {
        errors.push({ field: `${at}.countries.${c}.country.alpha2`, title: COUNTRY_MESSAGE });
        return;
      }
      states.forEach((state, s) => {
        if (!isSubdivisionOf(state, country.alpha2)) {
          errors.push({ field: `${at}.countries.${c}.states.${s}`, title: STATE_MESSAGE });
        }
      });
    });
    if (zone.id === undefined) return;
    const saved = currentZones.get(zone.id);
    if (!saved) {
      errors.push({ field: `${at}.id`, title: SHIPPING_MESSAGES.unknownZone });
      return;
    }
    const savedRates = new Set(saved.rates.map((rate) => rate.id));
    zone.rates.forEach((rate, r) => {
      if (rate.id !== undefined && !savedRates.has(rate.id)) {
        errors.push({ field: `${at}.rates.${r}.id`, title: SHIPPING_MESSAGES.unknownRate });
      }
    });
  });
  return errors;
}

/**
 * The zones to store: new ids for new zones and rates, weights in grams. A weight that still reads
 * as saved (the same in the body's unit) keeps its exact grams, so saving one zone never rounds the
 * weights of the others when the shop weighs in a unit other than the one they were typed in.
 */
function toStored(
  zones: readonly ShippingZoneOutput[],
  unit: WeightUnit,
  current: StoredShipping,
): StoredZone[] {
  const savedRates = new Map(
    current.zones.flatMap((zone) => zone.rates.map((rate) => [rate.id, rate] as const)),
  );
  const weight = (value: number | null, saved: number | null | undefined) => {
    if (value === null) return null;
    if (saved !== null && saved !== undefined && gramsToWeight(saved, unit) === value) return saved;
    return grams(value, unit);
  };
  return zones.map((zone) => ({
    id: zone.id ?? newId('shz'),
    name: zone.name,
    countries: zone.countries.map(({ country, states }) => ({ alpha2: country.alpha2, states })),
    rates: zone.rates.map((rate): StoredRate => {
      const saved = rate.id === undefined ? undefined : savedRates.get(rate.id);
      return {
        id: rate.id ?? newId('shr'),
        name: rate.name,
        type: rate.type,
        price: rate.price,
        min_order_value: rate.min_order_value,
        max_order_value: rate.max_order_value,
        min_weight_grams: weight(rate.min_weight, saved?.min_weight_grams),
        max_weight_grams: weight(rate.max_weight, saved?.max_weight_grams),
        free_above: rate.free_above,
      };
    }),
  }));
}

/** GET and PUT shipping (§7): the zones and their rates, one versioned document. */
function zoneRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Only this path: the carriers and local pickup below it guard themselves.
  app.use('/', requirePolicy('shipping'));

  app.get('/', async (c) => {
    const { shopId } = c.get('auth');
    const [stored, unit] = await Promise.all([getShipping(db, shopId), shopWeightUnit(db, shopId)]);
    return c.json(settingsOf(stored, unit));
  });

  app.put('/', async (c) => {
    const {
      updated_at: version,
      weight_unit: unit,
      zones,
    } = await validVersionedBody(c, updateShippingBodySchema);
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getShipping(tx, shopId, true);
      const shopUnit = await shopWeightUnit(tx, shopId);
      if (version !== current.updated_at) throw staleUpdate(settingsOf(current, shopUnit));
      const errors = referenceErrors(zones, current);
      if (errors.length) throw validationError(errors);
      const next = toStored(zones, unit, current);
      const updated = await saveShipping(
        tx,
        shopId,
        nowSeconds(clock),
        next,
        current.updated_at !== 0,
      );
      // Another first save made the version row in between.
      if (updated === null) throw staleUpdate(settingsOf(await getShipping(tx, shopId), shopUnit));
      return settingsOf({ zones: next, updated_at: updated }, shopUnit);
    });
    return c.json(saved);
  });

  return app;
}

/**
 * Settings › shipping (§2, §7), all under the `shipping` policy: the zones and rates (GET/PUT
 * shipping), the carriers (shipping/providers) and local pickup (shipping/local-pickup).
 */
export function shippingRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/providers', shippingCarrierRoutes(deps));
  app.route('/local-pickup', localPickupRoutes(deps));
  app.route('/', zoneRoutes(deps));
  return app;
}
