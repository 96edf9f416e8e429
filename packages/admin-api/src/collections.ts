import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  statusListQuerySchemas,
  recordVersion,
  sortSchema,
  type SortValue,
  unixSeconds,
} from './common';
import { activeStatusSchema } from './shop';
import { imageRefSchema } from './uploads';
import { DEFAULT_PAGE_SIZE, PRODUCT_STATUSES } from './values';
import { SUBCATEGORY_PARENT_REQUIRED } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { SUBCATEGORY_PARENT_REQUIRED } from './messages';

/** manual: products picked by hand (`product_ids`); automated: products matching `conditions`. */
export const COLLECTION_TYPES = ['manual', 'automated'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
/** all: a product must match every condition; any: one is enough. */
export const CONDITION_TYPES = ['all', 'any'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const COLLECTION_STATUSES = ['active', 'inactive'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/**
 * What an automated collection can match on, and how. `title` compares text case-insensitively;
 * `price` compares the product price in minor units; `status` is the product status.
 */
export const CONDITION_RULES = {
  title: ['equals', 'contains', 'starts_with'],
  price: ['equals', 'greater_than', 'less_than'],
  status: ['equals'],
} as const;
export type ConditionName = keyof typeof CONDITION_RULES;
export const CONDITION_NAMES = Object.keys(CONDITION_RULES) as [ConditionName, ...ConditionName[]];
export type ConditionOperator = (typeof CONDITION_RULES)[ConditionName][number];
export const MAX_CONDITIONS = 20;

export interface CollectionCondition {
  name: ConditionName;
  type: ConditionOperator;
  /** Text for title and status; minor units for price. */
  value: string | number;
}

const conditionValue = z.union([z.string().trim().max(255), z.number()]);

/** One condition; its operator and value are checked against its name, each on its own field. */
export const collectionConditionSchema = z
  .object({
    name: z.enum(CONDITION_NAMES),
    type: z.string(),
    value: conditionValue,
  })
  .superRefine((c, ctx) => {
    // An unknown name is already refused on its own field.
    if (!Object.hasOwn(CONDITION_RULES, c.name)) return;
    const operators: readonly string[] = CONDITION_RULES[c.name];
    if (!operators.includes(c.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Use one of: ${operators.join(', ')}`,
      });
    }
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (c.name === 'price') {
      const n = typeof c.value === 'number' ? c.value : Number(c.value);
      if (c.value === '' || !Number.isSafeInteger(n) || n < 0) {
        refuse('Enter a price in minor units (a whole number, 0 or more)');
      }
    } else if (c.name === 'status') {
      if (!(PRODUCT_STATUSES as readonly unknown[]).includes(c.value)) {
        refuse(`Use one of: ${PRODUCT_STATUSES.join(', ')}`);
      }
    } else if (typeof c.value !== 'string' || c.value === '') {
      refuse('Required');
    }
  })
  .transform((c): CollectionCondition => ({
    name: c.name,
    type: c.type as ConditionOperator,
    value: c.name === 'price' ? Number(c.value) : String(c.value),
  }));

export const collectionConditionOutputSchema = z.object({
  name: z.enum(CONDITION_NAMES),
  type: z.string(),
  value: z.union([z.string(), z.number()]),
});

/** Collections nest at most this deep: level 0 is top level. */
export const MAX_COLLECTION_LEVEL = 4;
/** How many product titles GET collections/{id} shows as a preview. */
export const COLLECTION_PREVIEW_PRODUCTS = 5;
export const MAX_COLLECTION_IMAGES = 10;
export const MAX_COLLECTION_PRODUCTS = 5000;

/**
 * §3 Collection. `level`, `path_levels`, `path`, `is_subcategory` and `hierarchy_depth` are derived by
 * the server from the parent: `path_levels` are the ids from the top-level ancestor down to this
 * collection, `path` their titles joined by " > ", `hierarchy_depth` how many levels of
 * sub-collections lie below this one (0 when it has none).
 */
export const collectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  handle: z.string().nullable(),
  images: z.array(imageRefSchema),
  condition_type: z.enum(CONDITION_TYPES),
  collection_type: z.enum(COLLECTION_TYPES),
  status: z.enum(COLLECTION_STATUSES),
  conditions: z.array(collectionConditionOutputSchema),
  parent_collection_id: idSchema.nullable(),
  is_subcategory: z.boolean(),
  level: z.number().int().nonnegative(),
  path: z.string(),
  path_levels: z.array(z.string()),
  hierarchy_depth: z.number().int().nonnegative(),
  display_order: z.number().int(),
  show_products_at_level: z.boolean(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Collection = z.infer<typeof collectionSchema>;

/** GET collections/{id} adds the products: picked (manual) or matched now (automated). */
export const collectionDetailSchema = collectionSchema.extend({
  /** Manual collections: the picked products in order; empty for automated ones. */
  product_ids: z.array(idSchema),
  products_count: z.number().int().nonnegative(),
  products_preview: z.array(z.object({ id: idSchema, title: z.string() })),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const COLLECTION_SORT_FIELDS = ['updated_at', 'created_at', 'title'] as const;
export type CollectionSortField = (typeof COLLECTION_SORT_FIELDS)[number];
export type CollectionSort = SortValue<CollectionSortField>;
export const collectionSortSchema = sortSchema(COLLECTION_SORT_FIELDS);
/** §9: collections list by updated_at descending. */
export const COLLECTION_DEFAULT_SORT: CollectionSort = 'updated_at:desc';

const collectionQueries = statusListQuerySchemas(
  collectionSortSchema,
  COLLECTION_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
  z.enum(COLLECTION_STATUSES),
);
/** GET collections; `parent_collection_id` narrows it to that collection's direct sub-collections. */
export const collectionListQuerySchema = collectionQueries.list.extend({
  parent_collection_id: idSchema.optional(),
});
export type CollectionListQuery = z.input<typeof collectionListQuerySchema>;
export const collectionListSchema = listResponseSchema(collectionSchema);
export type CollectionList = z.infer<typeof collectionListSchema>;

export const collectionCountQuerySchema = collectionQueries.count;
export type CollectionCountQuery = z.input<typeof collectionCountQuerySchema>;

/** §5 slug: letters, digits and single _ or - separators, at least 5 characters, lowercased. */
const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** §3: an empty handle becomes undefined (stored as null). */
const handleField = z
  .string()
  .trim()
  .toLowerCase()
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    const problem =
      v.length < 5
        ? 'At least 5 characters'
        : v.length > 255
          ? 'At most 255 characters'
          : SLUG_PATTERN.test(v)
            ? null
            : 'Use letters, digits and single - or _ between them';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** §3: text or number, nullable; an empty string counts as none. */
const parentField = z
  .union([idSchema, z.number().int().nonnegative(), z.literal('')])
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : String(v)));

/** An image as an upload id, or as the `{ id, src }` reference the API answered with. */
const imageIdField = z.union([idSchema, z.object({ id: idSchema }).transform((v) => v.id)]);

const collectionFields = z.object({
  title: z.string().trim().min(1, 'Required').max(255),
  description: z.string().max(100_000).default(''),
  meta_title: z.string().trim().max(255).default(''),
  meta_description: z.string().trim().max(1000).default(''),
  handle: handleField,
  images: z.array(imageIdField).max(MAX_COLLECTION_IMAGES).default([]),
  condition_type: z.enum(CONDITION_TYPES).default('all'),
  collection_type: z.enum(COLLECTION_TYPES, 'Required'),
  status: activeStatusSchema.default('active'),
  conditions: z.array(collectionConditionSchema).max(MAX_CONDITIONS).default([]),
  parent_collection_id: parentField,
  make_subcategory: z.boolean().default(false),
  display_order: z.number().int().min(0).max(1_000_000).default(0),
  show_products_at_level: z.boolean().default(true),
  product_ids: z.array(idSchema).max(MAX_COLLECTION_PRODUCTS).default([]),
});

/** The rules across fields, reported with the field errors of the fields themselves. */
function collectionRules(b: z.output<typeof collectionFields>, ctx: z.RefinementCtx): void {
  if (b.make_subcategory && b.parent_collection_id === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['parent_collection_id'],
      message: SUBCATEGORY_PARENT_REQUIRED,
    });
  }
  if (b.collection_type === 'automated' && b.conditions.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['conditions'],
      message: 'An automated collection needs at least one condition',
    });
  }
}

/**
 * POST collections. `make_subcategory` is a write-only flag: true places the collection under
 * `parent_collection_id` (which it then requires, §5); false makes it top level and drops any parent.
 * `product_ids` are kept for manual collections only.
 */
export const collectionBodySchema = collectionFields.superRefine(collectionRules);
export type CollectionBody = z.input<typeof collectionBodySchema>;

/** PUT carries the version it edited: a stale one gets 409 with the current collection. */
export const updateCollectionBodySchema = collectionFields
  .extend({ updated_at: recordVersion })
  .superRefine(collectionRules);
export type UpdateCollectionBody = z.input<typeof updateCollectionBodySchema>;

export const collectionIdParam = z.object({ id: idSchema });
