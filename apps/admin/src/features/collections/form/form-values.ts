import {
  collectionBodySchema,
  type CollectionBody,
  type CollectionDetail,
  type CollectionStatus,
  type CollectionType,
  type ConditionType,
} from '@shop/admin-api';
import type { ImageRef } from '@shop/ui';
import type { z } from 'zod';
import type { BodyMapping } from '../../../lib/forms/body-resolver';
import { toConditionInput, toConditionRow, type ConditionRow } from './conditions';
import { collectionFormFieldOf } from './server-fields';

/**
 * The collection form's values, in the shapes its controls edit. The contract's body schema stays the
 * one validator: `toBodyInput` turns these values into its input, and its errors land on fields of the
 * same names.
 */
export interface CollectionFormValues {
  title: string;
  description: string;
  meta_title: string;
  meta_description: string;
  handle: string;
  images: ImageRef[];
  /** '' until the merchant chooses: the type has no default (§3, §5 "collection_type required"). */
  collection_type: CollectionType | '';
  condition_type: ConditionType;
  conditions: ConditionRow[];
  status: CollectionStatus;
  make_subcategory: boolean;
  /** '' for none. */
  parent_collection_id: string;
  /** As typed; the contract wants a whole number. */
  display_order: string;
  show_products_at_level: boolean;
  product_ids: string[];
}

/** What a valid form gives the save: the contract's parsed body. */
export type CollectionFormOutput = z.output<typeof collectionBodySchema>;

/** §3 defaults of a new collection. */
export const NEW_COLLECTION_VALUES: CollectionFormValues = {
  title: '',
  description: '',
  meta_title: '',
  meta_description: '',
  handle: '',
  images: [],
  collection_type: '',
  condition_type: 'all',
  conditions: [],
  status: 'active',
  make_subcategory: false,
  parent_collection_id: '',
  display_order: '0',
  show_products_at_level: true,
  product_ids: [],
};

export function toFormValues(collection: CollectionDetail): CollectionFormValues {
  return {
    title: collection.title,
    description: collection.description,
    meta_title: collection.meta_title,
    meta_description: collection.meta_description,
    handle: collection.handle ?? '',
    images: collection.images.map(({ id, src }) => ({ id, src })),
    collection_type: collection.collection_type,
    condition_type: collection.condition_type,
    conditions: collection.conditions.map(toConditionRow),
    status: collection.status,
    // The flag is write-only: a collection with a parent is a sub-collection.
    make_subcategory: collection.parent_collection_id !== null,
    parent_collection_id: collection.parent_collection_id ?? '',
    display_order: String(collection.display_order),
    show_products_at_level: collection.show_products_at_level,
    product_ids: collection.product_ids,
  };
}

/** A whole number as typed, else NaN (which the contract refuses); empty means the default. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The form's values as the contract's body input. Only what the chosen type uses travels: conditions
 * for an automated collection, picked products for a manual one. A parent goes only with the
 * sub-collection flag.
 */
export function toBodyInput(values: CollectionFormValues): CollectionBody {
  const automated = values.collection_type === 'automated';
  return {
    title: values.title,
    description: values.description,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    handle: values.handle,
    images: values.images.flatMap((image) => (image.id ? [image.id] : [])),
    // '' is "not chosen": left out, the contract answers "Required" on the field.
    collection_type: (values.collection_type || undefined) as CollectionType,
    condition_type: values.condition_type,
    conditions: automated ? values.conditions.map(toConditionInput) : [],
    status: values.status,
    make_subcategory: values.make_subcategory,
    parent_collection_id: values.make_subcategory ? values.parent_collection_id : null,
    display_order: wholeNumber(values.display_order),
    show_products_at_level: values.show_products_at_level,
    product_ids: values.collection_type === 'manual' ? values.product_ids : [],
  };
}

/**
 * The contract's body schema checks the form (§5: title, type, the sub-collection rule, conditions…),
 * creating and editing alike (editing adds the version): the values are mapped to the body first,
 * and each message lands on the field that shows it (a condition's on its row).
 */
export const collectionBody: BodyMapping<CollectionFormValues, typeof collectionBodySchema> = {
  schema: collectionBodySchema,
  toBody: toBodyInput,
  fields: (field, values) => collectionFormFieldOf(field, values.conditions.length),
};
