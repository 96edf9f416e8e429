import {
  CONDITION_NAMES,
  CONDITION_RULES,
  PRODUCT_STATUSES,
  type CollectionCondition,
  type ConditionName,
} from '@shop/admin-api';

/**
 * One row of an automated collection's conditions as the form holds it. The value is what its control
 * edits: text for a title, minor units (or null while empty) for a price, a product status.
 */
export interface ConditionRow {
  name: ConditionName;
  type: string;
  value: string | number | null;
}

/** Which control edits a condition's value. */
export type ConditionValueKind = 'text' | 'price' | 'productStatus';

export function conditionValueKind(name: ConditionName): ConditionValueKind {
  if (name === 'price') return 'price';
  if (name === 'status') return 'productStatus';
  return 'text';
}

/** The operators the contract allows for a condition name. */
export function operatorsFor(name: ConditionName): readonly string[] {
  return CONDITION_RULES[name];
}

function emptyValue(name: ConditionName): ConditionRow['value'] {
  const kind = conditionValueKind(name);
  if (kind === 'price') return null;
  // A status has few values: the first is a sensible start, and nothing is left to type.
  if (kind === 'productStatus') return PRODUCT_STATUSES[0];
  return '';
}

/** A new row: the first name with its first operator and an empty value. */
export function newConditionRow(name: ConditionName = CONDITION_NAMES[0]): ConditionRow {
  return { name, type: operatorsFor(name)[0] ?? '', value: emptyValue(name) };
}

/**
 * The row after its name changed: an operator the new name allows is kept, otherwise its first one; the
 * value is kept only when the same kind of control edits it (a title's text is no price).
 */
export function withConditionName(row: ConditionRow, name: ConditionName): ConditionRow {
  const operators = operatorsFor(name);
  const type = operators.includes(row.type) ? row.type : (operators[0] ?? '');
  const value =
    conditionValueKind(name) === conditionValueKind(row.name) ? row.value : emptyValue(name);
  return { name, type, value };
}

/** A stored condition as a row of the form. */
export function toConditionRow(condition: {
  name: ConditionName;
  type: string;
  value: string | number;
}): ConditionRow {
  if (conditionValueKind(condition.name) === 'price') {
    const minor = typeof condition.value === 'number' ? condition.value : Number(condition.value);
    return { ...condition, value: Number.isFinite(minor) ? minor : null };
  }
  return { ...condition, value: String(condition.value) };
}

/**
 * A row as the contract's condition input: an empty price goes as '' so the contract refuses it on the
 * value field with its own message.
 */
export function toConditionInput(row: ConditionRow): {
  name: ConditionName;
  type: string;
  value: CollectionCondition['value'];
} {
  return { name: row.name, type: row.type, value: row.value ?? '' };
}
