import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { ownUploadSrcSchema } from './uploads';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { PASSWORD_INCORRECT, EMAIL_IN_USE } from './messages';

export const imageRefSchema = z.object({ id: z.string().optional(), src: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

export const accountSchema = z.object({
  id: idSchema,
  role: z.string(),
  permission: z.array(z.string()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: imageRefSchema.nullable(),
  updated_at: unixSeconds,
});
export type Account = z.infer<typeof accountSchema>;

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const emailField = z
  .string()
  .trim()
  .min(1, 'Required')
  .email('Enter a valid email')
  .max(254)
  .transform((v) => v.toLowerCase());

export const updateAccountBodySchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  /** The picture: one of the shop's uploads (its id may come along and is not kept). */
  profile_image: z
    .object({ id: idSchema.optional(), src: ownUploadSrcSchema })
    .nullable()
    .optional(),
  /** The version edited: a stale one is answered 409 with the account as it is now. */
  updated_at: recordVersion,
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** §5 "Enter your password": the current password, asked before the e-mail changes. */
export const PASSWORD_REQUIRED = 'Enter your password';
/** §5 "Enter old password": the password being replaced. */
export const OLD_PASSWORD_REQUIRED = 'Enter old password';

export const updateEmailBodySchema = z.object({
  email: emailField,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
  /** The version edited, as for PUT account: the e-mail is part of the account record. */
  updated_at: recordVersion,
});
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Must be at least ${PASSWORD_MIN_LENGTH} characters`;
/**
 * The change of password form: the old one gets §5's "Enter old password"; the new one, when empty,
 * §5's "Enter your password" (the user is choosing their password), and when short the length rule.
 */
export const updatePasswordBodySchema = z.object({
  old_password: z.string({ error: OLD_PASSWORD_REQUIRED }).min(1, OLD_PASSWORD_REQUIRED),
  new_password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { message: PASSWORD_REQUIRED, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
