import { z } from 'zod';
import { idSchema, unixSeconds } from './common';
import { ownUploadSrcSchema } from './uploads';

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
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const updateEmailBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password'),
});
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const updatePasswordBodySchema = z.object({
  old_password: z.string().min(1, 'Enter old password'),
  new_password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
