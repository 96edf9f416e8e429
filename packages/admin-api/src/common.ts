import { z } from 'zod';
import { MAX_PAGE_SIZE } from './values';

/** Timestamps travel as unix seconds. */
export const unixSeconds = z.number().int().nonnegative();
/** Money travels as integer minor units of the shop currency. */
export const minorUnits = z.number().int();
export const idSchema = z.string().min(1).max(64);

/**
 * The version an update was edited from: the record's `updated_at` as the caller loaded it. Every
 * update of a versioned record carries it. The server refuses a missing one with 428 and
 * VERSION_REQUIRED, a stale one with 409 and the record as it is now, so no save overwrites another
 * it never saw.
 */
export const recordVersion = unixSeconds;
export const VERSION_REQUIRED =
  'Send the updated_at of the record as you loaded it, so this save cannot overwrite a newer one';

export const currencySchema = z.object({
  id: z.string(),
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  fraction_digits: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;

/**
 * A search count (a count with `q`) stops past this many matches. Counting all 70,000 products whose
 * title holds "shirt" in a catalog of a million takes longer than a list header may wait (measured by
 * `pnpm bench catalog`), and beyond a thousand the exact figure tells a merchant nothing a narrower
 * search would not.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * GET .../count. `capped: true` means there are more than SEARCH_COUNT_CAP matches and counting
 * stopped there: `count` is then SEARCH_COUNT_CAP, and a screen shows "1,000+", never a bare number.
 * Absent means `count` is exact. Only counts with a search (`q`) are ever capped, and so far only
 * products/count caps.
 */
export const countSchema = z.object({
  count: z.number().int().nonnegative(),
  capped: z.boolean().optional(),
});
export type CountResponse = z.infer<typeof countSchema>;

/**
 * A keyset-paged list. `starting_after` returns the page after that id, `ending_before` the page
 * before it; `has_more` says whether more rows lie further in the direction that was asked.
 */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), has_more: z.boolean() });
}
export type ListResponse<T> = { items: T[]; has_more: boolean };

/** A list's sort value: one of its sort fields and a direction, e.g. `created_at:desc`. */
export type SortValue<F extends string> = `${F}:${'asc' | 'desc'}`;

/**
 * `field:asc` or `field:desc` for one of the given fields, typed as `SortValue` of those fields.
 * The first field is taken apart so the enum's values stay a non-empty tuple without a cast.
 */
export function sortSchema<const F extends string>(fields: readonly [F, ...F[]]) {
  const both = (field: F): [SortValue<F>, SortValue<F>] => [`${field}:asc`, `${field}:desc`];
  const [first, ...rest] = fields;
  return z.enum([...both(first), ...rest.flatMap(both)]);
}

export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } {
  const [field = '', direction] = sort.split(':');
  return { field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** Query params arrive as strings: an empty string means "not given". */
export const optionalQueryText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** An enum query param (e.g. a status filter): empty or absent means "any". */
export function optionalEnumQuery<T extends z.ZodType<string>>(values: T) {
  return z
    .union([values, z.literal('')])
    .optional()
    .transform((v) => (v ? (v as z.output<T>) : undefined));
}

export function pageQuerySchema<S extends z.ZodType<string>>(
  sort: S,
  defaultSort: z.output<S>,
  pageSize: number,
) {
  return z.object({
    q: optionalQueryText,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSize),
    sort: sort.optional().transform((v): z.output<S> => v ?? defaultSort),
    starting_after: idSchema.optional(),
    ending_before: idSchema.optional(),
  });
}

/** A searchable list filtered by status: its page query and the query of its count. */
export function statusListQuerySchemas<S extends z.ZodType<string>, T extends z.ZodType<string>>(
  sort: S,
  defaultSort: z.output<S>,
  pageSize: number,
  statuses: T,
) {
  const status = optionalEnumQuery(statuses);
  return {
    list: pageQuerySchema(sort, defaultSort, pageSize).extend({ status }),
    count: z.object({ q: optionalQueryText, status }),
  };
}
