import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  shippingZoneBodySchema,
  shippingZoneIssues,
  type ShippingRate,
  type ShippingRateType,
  type ShippingSettings,
  type ShippingZone,
  type ShippingZoneBody,
  type ZoneForIssues,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/**
 * A rate as its fields edit it. Money is in minor units (MoneyField); a weight is the text typed
 * ("2.5", "2,5"), read when the form is checked. `rate_id` is a saved rate's id (react-hook-form's
 * field arrays keep an `id` of their own).
 */
export interface RateValues {
  rate_id: string | null;
  name: string;
  type: ShippingRateType;
  price: number | null;
  min_order_value: number | null;
  max_order_value: number | null;
  min_weight: string;
  max_weight: string;
  free_above: number | null;
}

/**
 * A zone as its form edits it: the countries as alpha-2 codes in the order chosen; for a country
 * limited to some of its states, their codes under `states[alpha2]` (none: all of the country).
 */
export interface ZoneValues {
  name: string;
  countries: string[];
  states: Record<string, string[]>;
  rates: RateValues[];
}

export type ZoneOutput = z.output<typeof shippingZoneBodySchema>;

export const newRateValues = (): RateValues => ({
  rate_id: null,
  name: '',
  type: 'flat',
  price: null,
  min_order_value: null,
  max_order_value: null,
  min_weight: '',
  max_weight: '',
  free_above: null,
});

export const NEW_ZONE_VALUES: ZoneValues = {
  name: '',
  countries: [],
  states: {},
  rates: [newRateValues()],
};

/** A weight as a field shows it: a point before the decimals, nothing for none. */
const weightText = (weight: number | null) => (weight === null ? '' : String(weight));

function rateToForm(rate: ShippingRate): RateValues {
  return {
    rate_id: rate.id,
    name: rate.name,
    type: rate.type,
    price: rate.price,
    min_order_value: rate.min_order_value,
    max_order_value: rate.max_order_value,
    min_weight: weightText(rate.min_weight),
    max_weight: weightText(rate.max_weight),
    free_above: rate.free_above,
  };
}

export function zoneToForm(zone: ShippingZone): ZoneValues {
  const states: Record<string, string[]> = {};
  for (const { country, states: chosen } of zone.countries) {
    if (chosen.length) states[country.alpha2] = [...chosen];
  }
  return {
    name: zone.name,
    countries: zone.countries.map(({ country }) => country.alpha2),
    states,
    rates: zone.rates.map(rateToForm),
  };
}

/**
 * The typed weight as a number: a comma or a point before the decimals, spaces around. Empty is
 * none (null); anything else unreadable is NaN, which the contract refuses ("Enter a weight").
 */
export function parseWeightInput(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

type RateBody = ShippingZoneBody['rates'][number];

/** A rate's body: only the bounds of its type (the others are hidden, so they cannot be refused). */
function rateToBody(rate: RateValues): BodyDraft<RateBody> {
  const byValue = rate.type === 'order_value';
  const byWeight = rate.type === 'weight';
  return {
    ...(rate.rate_id ? { id: rate.rate_id } : {}),
    name: rate.name,
    type: rate.type,
    price: rate.price,
    min_order_value: byValue ? rate.min_order_value : null,
    max_order_value: byValue ? rate.max_order_value : null,
    min_weight: byWeight ? parseWeightInput(rate.min_weight) : null,
    max_weight: byWeight ? parseWeightInput(rate.max_weight) : null,
    free_above: rate.free_above,
  } as BodyDraft<RateBody>;
}

export function zoneToBody(values: ZoneValues): BodyDraft<ShippingZoneBody> {
  return {
    name: values.name,
    countries: values.countries.map((alpha2) => ({
      country: { alpha2 },
      states: values.states[alpha2] ?? [],
    })),
    rates: values.rates.map(rateToBody) as RateBody[],
  };
}

const RATE_FIELDS = [
  'name',
  'type',
  'price',
  'min_order_value',
  'max_order_value',
  'min_weight',
  'max_weight',
  'free_above',
] as const;

/**
 * Which field shows a message about the zone's body field (the contract's, or the server's with
 * the zone's place in the document taken off): a country's on the countries, a state's on its
 * country's states, a rate's on that rate's field. A message of the zone's rates as a whole, or of
 * an id, is listed above the fields.
 */
export function zoneFieldOf(
  bodyField: string,
  values: ZoneValues,
): FieldPath<ZoneValues> | undefined {
  const parts = bodyField.split('.');
  const [group, index, sub, subIndex] = parts;
  if (bodyField === 'name') return 'name';
  if (group === 'countries') {
    if (sub === 'states' && subIndex !== undefined) {
      const alpha2 = values.countries[Number(index)];
      return alpha2 ? `states.${alpha2}` : 'countries';
    }
    return 'countries';
  }
  if (group === 'rates' && index !== undefined && sub !== undefined) {
    const field = RATE_FIELDS.find((name) => name === sub);
    return field ? `rates.${Number(index)}.${field}` : undefined;
  }
  return undefined;
}

/** A zone of the document as a PUT sends it back (ids kept). */
export const zoneAsBody = (zone: ShippingZone): ShippingZoneBody => ({
  id: zone.id,
  name: zone.name,
  countries: zone.countries,
  rates: zone.rates,
});

/**
 * The zone's body, also checked against the other zones of the document (as the server checks
 * the whole): a name or a country another zone has is refused on the field that has it.
 */
export function zoneBodySchema(otherZones: readonly ZoneForIssues[]) {
  const prefix = `zones.${otherZones.length}.`;
  return shippingZoneBodySchema.superRefine((zone, ctx) => {
    for (const issue of shippingZoneIssues([...otherZones, zone])) {
      if (!issue.field.startsWith(prefix)) continue;
      const path = issue.field.slice(prefix.length).split('.');
      ctx.addIssue({
        code: 'custom',
        path: path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.title,
      });
    }
  });
}

type ZoneBodySchema = ReturnType<typeof zoneBodySchema>;

/** The zone form's body: the zone checked alone and against `otherZones`. */
export function zoneBody(
  otherZones: readonly ZoneForIssues[],
  /** Where the zone sits in the document a save sends: the server's fields start `zones.<at>.`. */
  sentAt: () => number,
): BodyMapping<ZoneValues, ZoneBodySchema> {
  return {
    schema: zoneBodySchema(otherZones),
    toBody: zoneToBody,
    fields: (bodyField, values) => {
      const server = `zones.${sentAt()}.`;
      if (bodyField.startsWith('zones.')) {
        return bodyField.startsWith(server)
          ? zoneFieldOf(bodyField.slice(server.length), values)
          : undefined;
      }
      return zoneFieldOf(bodyField, values);
    },
  };
}

/**
 * Where the zone sits in the document a save sends: in its place when `zoneId` names a zone of
 * `doc`, else at the end (a new zone, or one deleted meanwhile, which the save adds back).
 */
export function placeOf(doc: ShippingSettings, zoneId: string | null): number {
  const at = zoneId === null ? -1 : doc.zones.findIndex((zone) => zone.id === zoneId);
  return at === -1 ? doc.zones.length : at;
}

/** The document to PUT with the zone as the form has it, at `placeOf` (its id kept there). */
export function documentWith(
  doc: ShippingSettings,
  zone: ZoneOutput,
  zoneId: string | null,
): ShippingZoneBody[] {
  const zones = doc.zones.map(zoneAsBody);
  const at = placeOf(doc, zoneId);
  zones[at] = at < doc.zones.length ? { ...zone, id: zoneId! } : zone;
  return zones;
}
