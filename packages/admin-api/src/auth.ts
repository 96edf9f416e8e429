import { z } from 'zod';
import { accountSchema } from './account';

export const verifyBodySchema = z.object({ code: z.string().trim().min(1, 'Required') });
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/**
 * Answer of auth/verify and auth/refresh-token. `expires_in` is in seconds.
 *
 * `account` is the signed-in user as GET account answers it, beside the token that was just issued
 * for them: a page loaded cold then knows the user's role and policies without a second round trip
 * before its own calls (issue 20). The reference API always sends it; a client must also work
 * without it (SPEC names only the token and its lifetime) and then asks GET account.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int().positive(),
  account: accountSchema.optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
