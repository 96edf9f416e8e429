import type { z } from 'zod';
import {
  createCustomerGroupBodySchema,
  updateCustomerGroupBodySchema,
  type CreateCustomerGroupBody,
  type CustomerGroup,
} from '@shop/admin-api';
import { plainBody, type BodyMapping } from '../../../lib/forms/body-resolver';
import type { PickedCustomer } from './customer-picks';

/**
 * A saved group's form edits the contract's update body itself, name and description; the version
 * stamp comes from the loaded group.
 */
export const groupDetailsBody = plainBody(
  updateCustomerGroupBodySchema.omit({ updated_at: true }),
  ['name', 'description'],
);
export type GroupDetailsValues = z.input<typeof groupDetailsBody.schema>;

export function toDetailsValues(group: CustomerGroup): GroupDetailsValues {
  return { name: group.name, description: group.description };
}

/**
 * A new group's form. Its first members are picked customers (the list shows their names); the
 * body sends their ids, and the contract's create body checks it all.
 */
export interface NewGroupValues extends GroupDetailsValues {
  customer_ids: PickedCustomer[];
}
export type NewGroupOutput = z.output<typeof createCustomerGroupBodySchema>;

export const NEW_GROUP_VALUES: NewGroupValues = { name: '', description: '', customer_ids: [] };

export function toCreateBody(values: NewGroupValues): CreateCustomerGroupBody {
  return { ...values, customer_ids: values.customer_ids.map((customer) => customer.id) };
}

/**
 * Which field of the new group's form shows a body field's message (the contract's or the
 * server's): a refused customer's is the picker's.
 */
export function newGroupFieldOf(serverField: string): keyof NewGroupValues | undefined {
  if (serverField === 'name' || serverField === 'description') return serverField;
  if (serverField === 'customer_ids' || serverField.startsWith('customer_ids.'))
    return 'customer_ids';
  return undefined;
}

/** The new group's form as the contract's create body; its messages land on fields of the same names. */
export const newGroupBody = {
  schema: createCustomerGroupBodySchema,
  toBody: toCreateBody,
  fields: newGroupFieldOf,
} satisfies BodyMapping<NewGroupValues, typeof createCustomerGroupBodySchema>;
