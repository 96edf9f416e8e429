import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { countryRefSchema } from './postal-address';
import { TAX_RATE_DECIMALS, TAX_RATE_MESSAGES } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { TAX_RATE_DECIMALS, TAX_RATE_MESSAGES } from './messages';

/** §3 Tax rate: what a rate is charged on. */
export const TAX_CHARGE_POLICIES = ['products', 'products_and_shipping'] as const;
export type TaxChargePolicy = (typeof TAX_CHARGE_POLICIES)[number];
/** §3: a rate's amount is always a percentage. */
export const TAX_AMOUNT_TYPES = ['percentage'] as const;

export const TAX_RATE_NAME_MAX = 100;
/** A rate is a percent above 0 and at most 100, with up to this many decimal places (7.375). */
export const TAX_RATE_MAX = 100;
/** One rate names each country once; every country there is fits well under this. */
export const TAX_RATE_COUNTRIES_MAX = 250;

export const taxRateSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Percent: 21 is 21 %, 7.5 is 7.5 %. */
  rate: z.number(),
  amount_type: z.enum(TAX_AMOUNT_TYPES),
  countries: z.array(z.object({ country: z.object({ alpha2: z.string().length(2) }) })),
  charge_policy: z.enum(TAX_CHARGE_POLICIES),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** GET taxes: every rate of the shop, by name. */
export const taxRateListSchema = z.object({ items: z.array(taxRateSchema) });
export type TaxRateList = z.infer<typeof taxRateListSchema>;

export const taxRateIdParam = z.object({ rateId: idSchema });

/** Whether `n` has at most TAX_RATE_DECIMALS decimal places (7.375 yes, 7.3755 no). */
export function hasRateDecimals(n: number): boolean {
  const scaled = n * 10 ** TAX_RATE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A percent: present, above zero, at most 100, at most three decimal places. */
export const taxRateValueSchema = z
  .number(TAX_RATE_MESSAGES.rateRequired)
  .refine((n) => n !== 0, TAX_RATE_MESSAGES.rateZero)
  .refine((n) => n >= 0, TAX_RATE_MESSAGES.rateNegative)
  .refine((n) => n <= TAX_RATE_MAX, `At most ${TAX_RATE_MAX}`)
  .refine(hasRateDecimals, TAX_RATE_MESSAGES.rateDecimals);

const countriesField = z
  .array(z.object({ country: countryRefSchema }), TAX_RATE_MESSAGES.countriesRequired)
  .min(1, TAX_RATE_MESSAGES.countriesRequired)
  .max(TAX_RATE_COUNTRIES_MAX, `At most ${TAX_RATE_COUNTRIES_MAX} values`)
  .superRefine((countries, ctx) => {
    const seen = new Set<string>();
    countries.forEach(({ country }, i) => {
      if (seen.has(country.alpha2)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'country', 'alpha2'],
          message: TAX_RATE_MESSAGES.countryRepeated,
        });
      }
      seen.add(country.alpha2);
    });
  });

const taxRateFields = {
  name: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(TAX_RATE_NAME_MAX, `At most ${TAX_RATE_NAME_MAX} characters`),
  rate: taxRateValueSchema,
  amount_type: z.enum(TAX_AMOUNT_TYPES).default('percentage'),
  countries: countriesField,
  charge_policy: z.enum(TAX_CHARGE_POLICIES).default('products'),
};

/** POST taxes. amount_type defaults to percentage (the only kind), charge_policy to products. */
export const createTaxRateBodySchema = z.object(taxRateFields);
export type CreateTaxRateBody = z.input<typeof createTaxRateBodySchema>;

/** PUT taxes/{rateId}: the whole rate again, with the version it was edited from. */
export const updateTaxRateBodySchema = z.object({ ...taxRateFields, updated_at: recordVersion });
export type UpdateTaxRateBody = z.input<typeof updateTaxRateBodySchema>;
