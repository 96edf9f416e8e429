import type { z } from 'zod';
import {
  createStaffBodySchema,
  updateStaffBodySchema,
  type Policy,
  type StaffMember,
} from '@shop/admin-api';
import { plainBody, type BodyFieldMap } from '../../../../lib/forms/body-resolver';

/** What the staff forms edit: the contract's bodies themselves (the version comes from the record). */
export interface StaffValues {
  email: string;
  first_name: string;
  last_name: string;
  permission: Policy[];
}

/** A message about one chosen policy (`permission.2`) is the picker's, as is one about the set. */
const fields: BodyFieldMap<StaffValues> = (bodyField) => {
  if (bodyField === 'permission' || bodyField.startsWith('permission.')) return 'permission';
  if (bodyField === 'email' || bodyField === 'first_name' || bodyField === 'last_name')
    return bodyField;
  return undefined;
};

export const NEW_STAFF_VALUES: StaffValues = {
  email: '',
  first_name: '',
  last_name: '',
  permission: [],
};

export const newStaffBody = plainBody(createStaffBodySchema, fields);
export type NewStaffOutput = z.output<typeof createStaffBodySchema>;

export const staffMemberBody = plainBody(updateStaffBodySchema.omit({ updated_at: true }), fields);

export function toStaffValues(member: StaffMember): StaffValues {
  return {
    email: member.email,
    first_name: member.first_name,
    last_name: member.last_name,
    permission: [...member.permission],
  };
}
