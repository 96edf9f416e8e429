import { updateAccountBodySchema, updateEmailBodySchema, type Account } from '@shop/admin-api';
import type { ImageRef } from '@shop/ui';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** The update bodies without their version, which the edit form adds. */
const profileBodySchema = updateAccountBodySchema.omit({ updated_at: true });
const emailBodySchema = updateEmailBodySchema.omit({ updated_at: true });

/** What the account page edits: the names and the picture (one of the shop's uploads, or none). */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  profile_image: ImageRef | null;
}

export function profileToForm(account: Account): ProfileValues {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    profile_image: account.profile_image ? { src: account.profile_image.src } : null,
  };
}

/** The profile form sends its values as they are: the contract trims and checks them. */
export const profileBody: BodyMapping<ProfileValues, typeof profileBodySchema> = {
  schema: profileBodySchema,
  toBody: (values) => ({
    first_name: values.first_name,
    last_name: values.last_name,
    profile_image: values.profile_image ? { src: values.profile_image.src } : null,
  }),
  // The server names the picture's address (`profile_image.src`): the uploader shows it.
  fields: (bodyField) =>
    bodyField.startsWith('profile_image')
      ? 'profile_image'
      : bodyField === 'first_name' || bodyField === 'last_name'
        ? bodyField
        : undefined,
};

/** The e-mail page: the new address and the current password, which is never kept. */
export interface EmailValues {
  email: string;
  password: string;
}

export function emailToForm(account: Account): EmailValues {
  return { email: account.email, password: '' };
}

export const emailBody: BodyMapping<EmailValues, typeof emailBodySchema> = {
  schema: emailBodySchema,
  toBody: (values) => values,
  fields: ['email', 'password'],
};
