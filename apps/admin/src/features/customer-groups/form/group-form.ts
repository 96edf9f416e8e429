import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  createCustomerGroupBodySchema,
  updateCustomerGroupBodySchema,
  type CreateCustomerGroupBody,
  type CustomerGroup,
} from '@shop/admin-api';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import type { PickedCustomer } from './customer-picks';

/** A saved group's form: the contract's update body; the version stamp comes from the loaded group. */
const groupDetailsSchema = updateCustomerGroupBodySchema.omit({ updated_at: true });
export type GroupDetailsValues = z.input<typeof groupDetailsSchema>;
export type GroupDetailsOutput = z.output<typeof groupDetailsSchema>;

export const groupDetailsResolver: Resolver<GroupDetailsValues, unknown, GroupDetailsOutput> =
  translatedResolver(zodResolver(groupDetailsSchema));

export function toDetailsValues(group: CustomerGroup): GroupDetailsValues {
  return { name: group.name, description: group.description };
}

/** The fields of a saved group's form, which are the body's own. */
export const GROUP_DETAILS_FIELDS = ['name', 'description'] as const;

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

const createBodyResolver = zodResolver(createCustomerGroupBodySchema);

/** The body's messages come back (translated) on the form's fields of the same names. */
export const newGroupResolver: Resolver<NewGroupValues, unknown, NewGroupOutput> =
  translatedResolver((values, context, options) =>
    createBodyResolver(
      toCreateBody(values),
      context,
      options as unknown as Parameters<typeof createBodyResolver>[2],
    ),
  ) as Resolver<NewGroupValues, unknown, NewGroupOutput>;

/** Which field of the new group's form shows a server field error: one refused customer is the picker's. */
export function newGroupFieldOf(serverField: string): keyof NewGroupValues | undefined {
  if (serverField === 'name' || serverField === 'description') return serverField;
  if (serverField === 'customer_ids' || serverField.startsWith('customer_ids.'))
    return 'customer_ids';
  return undefined;
}
