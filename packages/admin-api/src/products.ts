import { z } from 'zod';
import { aiProductDescriptionBodySchema, aiProductSeoBodySchema } from './ai';
import {
  idSchema,
  listResponseSchema,
  statusListQuerySchemas,
  recordVersion,
  sortSchema,
  unixSeconds,
} from './common';
import { imageRefSchema } from './uploads';
import {
  PRODUCT_STATUSES,
  PRODUCT_SORT_FIELDS,
  PRODUCT_DEFAULT_SORT,
  PRODUCT_PAGE_SIZE,
} from './values';
import { MAX_PRODUCT_VARIANTS, PRICE_TOO_PRECISE } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { AMOUNT_TOO_PRECISE, MAX_PRODUCT_VARIANTS, PRICE_TOO_PRECISE } from './messages';

export const productStatusSchema = z.enum(PRODUCT_STATUSES);
/** `hidden`: kept in the back office, not shown in the store (the list shows a Hidden badge). */
export type ProductStatus = z.infer<typeof productStatusSchema>;

/**
 * A product price: integer minor units of the shop currency, never negative. A fraction of a minor
 * unit is a price typed with more decimals than the currency has: refused, not rounded.
 */
export const priceSchema = z
  .number({ error: 'Enter a price' })
  .int(PRICE_TOO_PRECISE)
  .min(0, 'The price cannot be negative')
  .max(1_000_000_000_000, 'The price is too high');

export const PRODUCT_TITLE_MAX = 255;
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 100;
export const MAX_PRODUCT_IMAGES = 20;
export const OPTION_NAME_MAX = 50;
export const OPTION_VALUE_MAX = 100;
export const SKU_MAX = 100;

/** An option such as Size: its values are exactly the values its variants use, in variant order. */
export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productVariantSchema = z.object({
  id: idSchema,
  /** One value per option of the product, in option order (empty when the product has no options). */
  option_values: z.array(z.string()),
  /** Minor units; null: the product's price applies. */
  price: priceSchema.nullable(),
  sku: z.string(),
  /** Total stock: the sum of the variant's inventory levels over every location (0 when none). */
  inventory_quantity: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Sanitised HTML (see the server's rich-text rules). */
  description_html: z.string(),
  price: priceSchema,
  status: productStatusSchema,
  meta_title: z.string(),
  meta_description: z.string(),
  orders_count: z.number().int().nonnegative(),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  /** The gallery in order; the first image is the default. */
  images: z.array(imageRefSchema),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Product = z.infer<typeof productSchema>;

/** A product as a row of the list. */
export const productListItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: productStatusSchema,
  price: priceSchema,
  orders_count: z.number().int().nonnegative(),
  /** The default (first) image, or null when the product has none. */
  image: imageRefSchema.nullable(),
  images_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productSortSchema = sortSchema(PRODUCT_SORT_FIELDS);

const productQueries = statusListQuerySchemas(
  productSortSchema,
  PRODUCT_DEFAULT_SORT,
  PRODUCT_PAGE_SIZE,
  productStatusSchema,
);
export const productListQuerySchema = productQueries.list;
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productListSchema = listResponseSchema(productListItemSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productCountQuerySchema = productQueries.count;
export type ProductCountQuery = z.input<typeof productCountQuerySchema>;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).default('');

export const productOptionInputSchema = z.object({
  name: requiredText(OPTION_NAME_MAX),
  values: z
    .array(requiredText(OPTION_VALUE_MAX))
    .min(1, 'Add at least one value')
    .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values`),
});
export type ProductOptionInput = z.input<typeof productOptionInputSchema>;

const skuSchema = z.string().trim().max(SKU_MAX, `At most ${SKU_MAX} characters`).default('');
const variantPriceSchema = priceSchema.nullable().default(null);

export const productVariantInputSchema = z.object({
  /** An existing variant of this product keeps its id (and its stock); no id: a new variant. */
  id: idSchema.optional(),
  option_values: z.array(requiredText(OPTION_VALUE_MAX)).default([]),
  price: variantPriceSchema,
  sku: skuSchema,
});
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;

const productFields = z.object({
  title: requiredText(PRODUCT_TITLE_MAX),
  /** Rich text; the server sanitises it before storing it. */
  description_html: z.string().max(100_000, 'The description is too long').default(''),
  price: priceSchema,
  status: productStatusSchema.default('active'),
  meta_title: optionalText(255),
  meta_description: optionalText(1000),
  options: z
    .array(productOptionInputSchema)
    .max(MAX_PRODUCT_OPTIONS, `At most ${MAX_PRODUCT_OPTIONS} options`)
    .default([]),
  /**
   * Omitted or empty: one variant per combination of the option values (one default variant when the
   * product has no options). On an update, such variants keep the ids of the variants they match.
   */
  variants: z
    .array(productVariantInputSchema)
    .max(MAX_PRODUCT_VARIANTS, `At most ${MAX_PRODUCT_VARIANTS} variants`)
    .default([]),
  /** Upload ids in gallery order; the first is the default image. */
  images: z
    .array(idSchema)
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`)
    .default([]),
});

type ProductFieldsOutput = z.output<typeof productFields>;
type Issue = { path: (string | number)[]; message: string };

/** The rules that tie options, variants and images together, as field errors with their paths. */
export function productConsistencyIssues(body: ProductFieldsOutput): Issue[] {
  const issues: Issue[] = [];
  const names = new Set<string>();
  body.options.forEach((option, i) => {
    const key = option.name.toLowerCase();
    if (names.has(key))
      issues.push({ path: ['options', i, 'name'], message: 'Another option has this name' });
    names.add(key);
    const seen = new Set<string>();
    option.values.forEach((value, j) => {
      if (seen.has(value))
        issues.push({ path: ['options', i, 'values', j], message: 'This value is already listed' });
      seen.add(value);
    });
  });

  if (body.variants.length === 0) {
    const combinations = body.options.reduce((n, o) => n * o.values.length, 1);
    if (combinations > MAX_PRODUCT_VARIANTS)
      issues.push({
        path: ['options'],
        message: `These options make ${combinations} variants; at most ${MAX_PRODUCT_VARIANTS} are allowed`,
      });
  }

  const combos = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  const used = body.options.map(() => new Set<string>());
  body.variants.forEach((variant, i) => {
    if (variant.id !== undefined) {
      if (ids.has(variant.id))
        issues.push({ path: ['variants', i, 'id'], message: 'This variant is listed twice' });
      ids.add(variant.id);
    }
    if (variant.option_values.length !== body.options.length) {
      issues.push({
        path: ['variants', i, 'option_values'],
        message:
          body.options.length === 0
            ? 'This product has no options'
            : `Give one value for each of the ${body.options.length} options`,
      });
    } else {
      variant.option_values.forEach((value, j) => {
        const option = body.options[j]!;
        if (!option.values.includes(value))
          issues.push({
            path: ['variants', i, 'option_values', j],
            message: `Not a value of ${option.name}`,
          });
        used[j]!.add(value);
      });
      const combo = JSON.stringify(variant.option_values);
      if (combos.has(combo))
        issues.push({
          path: ['variants', i, 'option_values'],
          message: 'Another variant has the same option values',
        });
      combos.add(combo);
    }
    if (variant.sku) {
      if (skus.has(variant.sku))
        issues.push({ path: ['variants', i, 'sku'], message: 'Another variant has this SKU' });
      skus.add(variant.sku);
    }
  });
  // An option's values are the values its variants use: a value without a variant would be lost.
  if (body.variants.length > 0) {
    body.options.forEach((option, i) =>
      option.values.forEach((value, j) => {
        if (!used[i]!.has(value))
          issues.push({
            path: ['options', i, 'values', j],
            message: `No variant has ${option.name} ${value}`,
          });
      }),
    );
  }

  const images = new Set<string>();
  body.images.forEach((id, i) => {
    if (images.has(id))
      issues.push({ path: ['images', i], message: 'This image is already in the gallery' });
    images.add(id);
  });
  return issues;
}

function withConsistency<S extends z.ZodType<ProductFieldsOutput>>(schema: S) {
  return schema.superRefine((body, ctx) => {
    for (const issue of productConsistencyIssues(body))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

export const createProductBodySchema = withConsistency(productFields);
export type CreateProductBody = z.input<typeof createProductBodySchema>;

export const updateProductBodySchema = withConsistency(
  productFields.extend({
    updated_at: recordVersion,
  }),
);
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** One stock level of a variant, as the variant editor shows it (edited with PUT inventory/levels/{id}). */
export const variantInventoryLevelSchema = z.object({
  id: idSchema,
  location_id: idSchema,
  location_name: z.string(),
  available: z.number().int(),
  updated_at: unixSeconds,
});
export type VariantInventoryLevel = z.infer<typeof variantInventoryLevelSchema>;

/** GET products/{productId}/variants/{variantId}: the variant with what its editor needs around it. */
export const productVariantDetailSchema = productVariantSchema.extend({
  product_id: idSchema,
  product_title: z.string(),
  /** The product's price, which applies when the variant's own price is null. */
  product_price: priceSchema,
  options: z.array(productOptionSchema),
  inventory_levels: z.array(variantInventoryLevelSchema),
});
export type ProductVariantDetail = z.infer<typeof productVariantDetailSchema>;

/**
 * PUT products/{productId}/variants/{variantId}. A value an option does not have yet becomes one of its
 * values. The save also moves the product's `updated_at`, so a product form opened before it gets 409.
 */
export const updateVariantBodySchema = z.object({
  option_values: z.array(requiredText(OPTION_VALUE_MAX)).default([]),
  price: variantPriceSchema,
  sku: skuSchema,
  /** The version of the variant the caller edited. */
  updated_at: recordVersion,
});
export type UpdateVariantBody = z.input<typeof updateVariantBodySchema>;

export const productIdParam = z.object({ id: idSchema });
export const productVariantParams = z.object({ productId: idSchema, variantId: idSchema });

/**
 * What the form holds now, unsaved: the helpers write from these over the saved product's. A price
 * still being typed (null in the form) is left out, and the saved one, if any, is used.
 */
const aiFormValues = {
  price: priceSchema.optional(),
  description_html: z.string().max(100_000).optional(),
};

/**
 * The AI helpers' bodies (ai.ts) plus an optional `product_id`: when the product exists, the text is
 * written from its options, price and collections too, not from the title alone; and the form's
 * current price and description, which win over the saved ones.
 */
export const productAiDescriptionBodySchema = aiProductDescriptionBodySchema.extend({
  product_id: idSchema.optional(),
  ...aiFormValues,
});
export type ProductAiDescriptionBody = z.input<typeof productAiDescriptionBodySchema>;
export const productAiSeoBodySchema = aiProductSeoBodySchema.extend({
  product_id: idSchema.optional(),
  ...aiFormValues,
});
export type ProductAiSeoBody = z.input<typeof productAiSeoBodySchema>;
