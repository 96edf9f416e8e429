import type { FieldPath } from 'react-hook-form';
import type { CollectionFormValues } from './form-values';

/** Fields the server may name that are single fields of the form. */
const PLAIN_FIELDS = [
  'title',
  'description',
  'meta_title',
  'meta_description',
  'handle',
  'collection_type',
  'condition_type',
  'conditions',
  'status',
  'make_subcategory',
  'parent_collection_id',
  'display_order',
  'show_products_at_level',
  'images',
  'product_ids',
] as const satisfies readonly FieldPath<CollectionFormValues>[];

/** Lists edited by one control: an error on an item ("images.3") shows on the control. */
const LIST_CONTROLS = ['images', 'product_ids'] as const;

const CONDITION_FIELD = /^conditions\.(\d+)\.(name|type|value)$/;

/**
 * Which field of the collection form shows a server field error (see applyServerFieldErrors):
 * the field of the same name, the gallery or the product picker for one of their items, the row of a
 * condition that is on the form; undefined for anything else (the form lists it above its fields).
 */
export function collectionFormFieldOf(
  serverField: string,
  conditionRows: number,
): FieldPath<CollectionFormValues> | undefined {
  const plain = PLAIN_FIELDS.find((field) => field === serverField);
  if (plain) return plain;
  const list = LIST_CONTROLS.find((field) => serverField.startsWith(`${field}.`));
  if (list) return list;
  const condition = CONDITION_FIELD.exec(serverField);
  if (condition && Number(condition[1]) < conditionRows) {
    return serverField as `conditions.${number}.${'name' | 'type' | 'value'}`;
  }
  return undefined;
}
