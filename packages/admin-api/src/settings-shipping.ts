import { z } from 'zod';
import { idSchema, minorUnits, recordVersion, unixSeconds } from './common';
import { countryRefSchema, STATE_MESSAGE } from './postal-address';
import { weightUnitSchema, type WeightUnit } from './shop-general';
import { AMOUNT_TOO_PRECISE, SHIPPING_WEIGHT_DECIMALS, SHIPPING_MESSAGES } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { SHIPPING_WEIGHT_DECIMALS, SHIPPING_MESSAGES } from './messages';

/**
 * Settings › shipping (policy `shipping`, §2, §7 GET and PUT shipping): the shop's shipping zones,
 * each a set of countries (or some states of a country) with the rates checkout offers there. The
 * zones travel as one versioned document: a zone's page saves the whole list, so two people editing
 * zones at once get a 409 instead of overwriting each other.
 *
 * A rate is a flat price, or a price for orders whose value or weight lies in a range (from its
 * minimum to its maximum; no maximum means no upper bound), and may be free above an order value
 * (Shopify's and Saleor's shapes). Money is in minor units of the shop's currency. Weights are in the
 * shop's weight unit (general settings): GET answers them in it, and a PUT says which unit its
 * weights are in (`weight_unit`), so a change of unit in between never misreads them.
 */

export const SHIPPING_RATE_TYPES = ['flat', 'order_value', 'weight'] as const;
export const shippingRateTypeSchema = z.enum(SHIPPING_RATE_TYPES);
export type ShippingRateType = z.infer<typeof shippingRateTypeSchema>;

export const SHIPPING_ZONES_MAX = 50;
export const SHIPPING_RATES_MAX = 20;
export const SHIPPING_ZONE_COUNTRIES_MAX = 250;
export const SHIPPING_ZONE_STATES_MAX = 100;
export const SHIPPING_NAME_MAX = 60;
/** A price or bound above this (ten million in major units of a two-digit currency) is a typo. */
export const SHIPPING_AMOUNT_MAX = 1_000_000_000;
/** In any unit: a million kilograms is a ship's cargo, not a parcel. */
export const SHIPPING_WEIGHT_MAX = 1_000_000;

/** Grams in one of each weight unit (exact: the pound is defined as 0.45359237 kg). */
export const GRAMS_PER_UNIT: Record<WeightUnit, number> = {
  g: 1,
  kg: 1000,
  lb: 453.59237,
  oz: 28.349523125,
};

/** A rate as GET answers it: the bounds of its type, the others null. */
export const shippingRateSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: shippingRateTypeSchema,
  price: minorUnits,
  min_order_value: minorUnits.nullable(),
  max_order_value: minorUnits.nullable(),
  /** In the document's `weight_unit`. */
  min_weight: z.number().nullable(),
  max_weight: z.number().nullable(),
  /** Free for orders of at least this value; null when never free. */
  free_above: minorUnits.nullable(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** A country of a zone: all of it (no states), or only the listed states (ISO 3166-2 codes). */
export const shippingZoneCountrySchema = z.object({
  country: z.object({ alpha2: z.string().length(2) }),
  states: z.array(z.string()),
});
export type ShippingZoneCountry = z.infer<typeof shippingZoneCountrySchema>;

export const shippingZoneSchema = z.object({
  id: idSchema,
  name: z.string(),
  countries: z.array(shippingZoneCountrySchema),
  rates: z.array(shippingRateSchema),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** GET and PUT shipping: every zone in the merchant's order; weights in `weight_unit`. */
export const shippingSettingsSchema = z.object({
  weight_unit: weightUnitSchema,
  zones: z.array(shippingZoneSchema),
  /** The version a save edits: 0 while the shop never saved its zones. */
  updated_at: unixSeconds,
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

const requiredName = z
  .string('Required')
  .trim()
  .min(1, 'Required')
  .max(SHIPPING_NAME_MAX, `At most ${SHIPPING_NAME_MAX} characters`);

/** Whether `n` has at most SHIPPING_WEIGHT_DECIMALS decimal places (2.125 yes, 2.1255 no). */
export function hasWeightDecimals(n: number): boolean {
  const scaled = n * 10 ** SHIPPING_WEIGHT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const amount = (message: string) =>
  z
    .number(message)
    .int(AMOUNT_TOO_PRECISE)
    .min(0, SHIPPING_MESSAGES.amount)
    .max(SHIPPING_AMOUNT_MAX, SHIPPING_MESSAGES.amountTooHigh);

const weight = z
  .number(SHIPPING_MESSAGES.weight)
  .min(0, SHIPPING_MESSAGES.weight)
  .max(SHIPPING_WEIGHT_MAX, SHIPPING_MESSAGES.weightTooHigh)
  .refine(hasWeightDecimals, SHIPPING_MESSAGES.weightDecimals);

const rateFields = z.object({
  /** A saved rate's id; absent for a new one. */
  id: idSchema.optional(),
  name: requiredName,
  type: shippingRateTypeSchema,
  price: amount(SHIPPING_MESSAGES.price),
  min_order_value: amount(SHIPPING_MESSAGES.amount).nullable().default(null),
  max_order_value: amount(SHIPPING_MESSAGES.amount).nullable().default(null),
  min_weight: weight.nullable().default(null),
  max_weight: weight.nullable().default(null),
  free_above: amount(SHIPPING_MESSAGES.freeAbove)
    .min(1, SHIPPING_MESSAGES.freeAbove)
    .nullable()
    .default(null),
});

/**
 * One rate of a save: its type's bounds checked (§5: the minimum below the maximum, the message on
 * the maximum), the other type's bounds dropped; a range without a minimum starts at 0.
 */
export const shippingRateBodySchema = rateFields
  .superRefine((rate, ctx) => {
    const below = (min: number | null, max: number | null) =>
      min === null || max === null || min < max;
    if (rate.type === 'weight' && !below(rate.min_weight, rate.max_weight)) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_weight'],
        message: SHIPPING_MESSAGES.minBelowMaxWeight,
      });
    }
    if (rate.type === 'order_value' && !below(rate.min_order_value, rate.max_order_value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_order_value'],
        message: SHIPPING_MESSAGES.minBelowMaxOrderValue,
      });
    }
  })
  .transform((rate) => ({
    ...rate,
    min_order_value: rate.type === 'order_value' ? (rate.min_order_value ?? 0) : null,
    max_order_value: rate.type === 'order_value' ? rate.max_order_value : null,
    min_weight: rate.type === 'weight' ? (rate.min_weight ?? 0) : null,
    max_weight: rate.type === 'weight' ? rate.max_weight : null,
  }));
export type ShippingRateBody = z.input<typeof shippingRateBodySchema>;

/** An ISO 3166-2 code (`AZ-BA`); the server checks it names a state of its country. */
const stateCode = z
  .string(STATE_MESSAGE)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, STATE_MESSAGE);

const zoneCountry = z
  .object({
    country: countryRefSchema,
    states: z
      .array(stateCode)
      .max(SHIPPING_ZONE_STATES_MAX, `At most ${SHIPPING_ZONE_STATES_MAX} values`)
      .default([]),
  })
  .superRefine((entry, ctx) => {
    const seen = new Set<string>();
    entry.states.forEach((state, i) => {
      if (!state.startsWith(`${entry.country.alpha2}-`)) {
        ctx.addIssue({ code: 'custom', path: ['states', i], message: STATE_MESSAGE });
      } else if (seen.has(state)) {
        ctx.addIssue({
          code: 'custom',
          path: ['states', i],
          message: SHIPPING_MESSAGES.stateRepeated,
        });
      }
      seen.add(state);
    });
  });

/** One zone of a save: a name, its countries (each once), at least one rate. */
export const shippingZoneBodySchema = z.object({
  /** A saved zone's id; absent for a new one. */
  id: idSchema.optional(),
  name: requiredName,
  countries: z
    .array(zoneCountry, SHIPPING_MESSAGES.countriesRequired)
    .min(1, SHIPPING_MESSAGES.countriesRequired)
    .max(SHIPPING_ZONE_COUNTRIES_MAX, `At most ${SHIPPING_ZONE_COUNTRIES_MAX} values`)
    .superRefine((countries, ctx) => {
      const seen = new Set<string>();
      countries.forEach(({ country }, i) => {
        if (seen.has(country.alpha2)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'country', 'alpha2'],
            message: SHIPPING_MESSAGES.countryRepeated,
          });
        }
        seen.add(country.alpha2);
      });
    }),
  rates: z
    .array(shippingRateBodySchema, SHIPPING_MESSAGES.ratesRequired)
    .min(1, SHIPPING_MESSAGES.ratesRequired)
    .max(SHIPPING_RATES_MAX, `At most ${SHIPPING_RATES_MAX} values`),
});
export type ShippingZoneBody = z.input<typeof shippingZoneBodySchema>;
export type ShippingZoneOutput = z.output<typeof shippingZoneBodySchema>;

/** What shippingZoneIssues reads of a zone: a saved one (GET) or one of a body. */
export interface ZoneForIssues {
  id?: string | undefined;
  name: string;
  countries: readonly { country: { alpha2: string }; states: readonly string[] }[];
  rates: readonly { id?: string | undefined }[];
}

/** A refused field of a whole document (its path in the PUT body) and the message. */
export interface ShippingIssue {
  field: string;
  title: string;
}

/**
 * What no single zone can tell: names taken twice (case aside), a country or state in two zones (a
 * whole country overlaps each of its states), an id listed twice. Each clash is reported on the later
 * zone, the one a merchant just added or changed as often as not. Both the server and the admin's
 * zone form ask this.
 */
export function shippingZoneIssues(zones: readonly ZoneForIssues[]): ShippingIssue[] {
  const issues: ShippingIssue[] = [];
  const names = new Set<string>();
  const ids = new Set<string>();
  /** By country: `all` once a zone takes all of it, else the states taken. */
  const taken = new Map<string, 'all' | Set<string>>();
  zones.forEach((zone, z) => {
    const at = `zones.${z}`;
    const name = zone.name.toLocaleLowerCase('en');
    if (names.has(name))
      issues.push({ field: `${at}.name`, title: SHIPPING_MESSAGES.zoneNameTaken });
    names.add(name);
    if (zone.id !== undefined) {
      if (ids.has(zone.id)) issues.push({ field: `${at}.id`, title: SHIPPING_MESSAGES.idRepeated });
      ids.add(zone.id);
    }
    const claims: [string, 'all' | Set<string>][] = [];
    zone.countries.forEach(({ country, states }, c) => {
      const before = taken.get(country.alpha2);
      const field = `${at}.countries.${c}`;
      if (before === 'all' || (before && states.length === 0)) {
        issues.push({
          field: `${field}.country.alpha2`,
          title: SHIPPING_MESSAGES.countryInOtherZone,
        });
        return;
      }
      if (before) {
        const clash = states.findIndex((state) => before.has(state));
        if (clash !== -1) {
          issues.push({
            field: `${field}.states.${clash}`,
            title: SHIPPING_MESSAGES.stateInOtherZone,
          });
          return;
        }
      }
      claims.push([country.alpha2, states.length === 0 ? 'all' : new Set(states)]);
    });
    // Claimed once the zone is read, so a zone's own entries never clash with each other here.
    for (const [alpha2, claim] of claims) {
      const before = taken.get(alpha2);
      if (claim === 'all' || !before || before === 'all') taken.set(alpha2, claim);
      else taken.set(alpha2, new Set([...before, ...claim]));
    }
    zone.rates.forEach((rate, r) => {
      if (rate.id === undefined) return;
      if (ids.has(rate.id)) {
        issues.push({ field: `${at}.rates.${r}.id`, title: SHIPPING_MESSAGES.idRepeated });
      }
      ids.add(rate.id);
    });
  });
  return issues;
}

/**
 * PUT shipping: every zone, in order (a zone left out is deleted), the unit its weights are in, and
 * the version it was edited from. Zones and rates without an id are new.
 */
export const updateShippingBodySchema = z.object({
  weight_unit: weightUnitSchema,
  zones: z
    .array(shippingZoneBodySchema)
    .max(SHIPPING_ZONES_MAX, `At most ${SHIPPING_ZONES_MAX} values`)
    .superRefine((zones, ctx) => {
      for (const issue of shippingZoneIssues(zones)) {
        // The path below `zones`: the issue's field without its leading `zones.`.
        const path = issue.field.split('.').slice(1);
        ctx.addIssue({
          code: 'custom',
          path: path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          message: issue.title,
        });
      }
    }),
  updated_at: recordVersion,
});
export type UpdateShippingBody = z.input<typeof updateShippingBodySchema>;

/** A weight in `unit` as grams (what the server keeps), and back, rounded to what a field shows. */
export function weightToGrams(value: number, unit: WeightUnit): number {
  return value * GRAMS_PER_UNIT[unit];
}
export function gramsToWeight(grams: number, unit: WeightUnit): number {
  const scale = 10 ** SHIPPING_WEIGHT_DECIMALS;
  return Math.round((grams / GRAMS_PER_UNIT[unit]) * scale) / scale;
}
