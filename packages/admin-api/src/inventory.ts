import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  optionalQueryText,
  recordVersion,
  unixSeconds,
} from './common';
import { imageRefSchema } from './uploads';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './values';

/** The stock of one variant at one location; `id` is the `inventoryId` of PUT inventory/levels. */
export const inventoryLevelSchema = z.object({
  id: idSchema,
  location_id: idSchema,
  variant_id: idSchema,
  product_id: idSchema,
  product_title: z.string(),
  /** The variant's option values in option order (e.g. ["M", "Blue"]); empty without options. */
  option_values: z.array(z.string()),
  sku: z.string(),
  /** The product's default image, if it has one. */
  image: imageRefSchema.nullable(),
  /** May be negative when more was sold than was counted. */
  available: z.number().int(),
  updated_at: unixSeconds,
});
export type InventoryLevel = z.infer<typeof inventoryLevelSchema>;

/**
 * GET inventory/levels/{locationId}: ordered by product title, then product, then variant position.
 * `q` matches a fragment of the product title or of the SKU; `starting_after` / `ending_before` take
 * a level id from the previous page.
 */
export const inventoryLevelsQuerySchema = z.object({
  q: optionalQueryText,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  starting_after: idSchema.optional(),
  ending_before: idSchema.optional(),
});
export type InventoryLevelsQuery = z.input<typeof inventoryLevelsQuerySchema>;
export const inventoryLevelListSchema = listResponseSchema(inventoryLevelSchema);
export type InventoryLevelList = z.infer<typeof inventoryLevelListSchema>;

export const inventoryIdParam = z.object({ inventoryId: idSchema });

/** Stock bounds the database accepts: oversold down to -1,000,000, at most a billion. */
export const MIN_AVAILABLE = -1_000_000;
export const MAX_AVAILABLE = 1_000_000_000;

/** PUT inventory/levels/{inventoryId}: the new quantity and the version it was edited from. */
export const updateInventoryLevelBodySchema = z.object({
  available: z
    .number('Enter a whole number')
    .int('Enter a whole number')
    .min(MIN_AVAILABLE, `At least ${MIN_AVAILABLE}`)
    .max(MAX_AVAILABLE, `At most ${MAX_AVAILABLE}`),
  updated_at: recordVersion,
});
export type UpdateInventoryLevelBody = z.input<typeof updateInventoryLevelBodySchema>;

/** A level at or below this (and above zero) counts as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** GET inventory/stats: the whole shop, or one location with `location_id`. */
export const inventoryStatsQuerySchema = z.object({ location_id: idSchema.optional() });
export type InventoryStatsQuery = z.input<typeof inventoryStatsQuerySchema>;

/**
 * Counted per variant: across all locations (its quantities summed) or at the one location asked.
 * `total_units` adds up what is in stock (oversold quantities count as zero); `out_of_stock` counts
 * variants at zero or below; `low_stock` those from 1 to LOW_STOCK_THRESHOLD.
 */
export const inventoryStatsSchema = z.object({
  location_id: idSchema.nullable(),
  total_units: z.number().int().nonnegative(),
  variants_tracked: z.number().int().nonnegative(),
  out_of_stock: z.number().int().nonnegative(),
  low_stock: z.number().int().nonnegative(),
  low_stock_threshold: z.number().int(),
});
export type InventoryStats = z.infer<typeof inventoryStatsSchema>;
