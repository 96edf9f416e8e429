import { z } from 'zod';

export const verifyBodySchema = z.object({ code: z.string().trim().min(1, 'Required') });
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** Answer of auth/verify and auth/refresh-token. `expires_in` is in seconds. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
