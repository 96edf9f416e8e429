import { z } from 'zod';
import { PASSWORD_REQUIRED } from './account';
import { recordVersion, unixSeconds } from './common';
import { MFA_CODE_FORMAT, MFA_CODE_INCORRECT, MFA_CODE_REQUIRED } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { MFA_CODE_FORMAT, MFA_CODE_INCORRECT, MFA_CODE_REQUIRED } from './messages';

/*
 * Settings → security: the signed-in user's two-step sign-in (TOTP, RFC 6238) and the shop's
 * protection of sign-in from automated attempts (botguard). Everything here lives under
 * `settings/security` and needs the `security` policy (§6), as the pages do; the password change
 * stays PUT `account/password` (§7), open to every signed-in user for their own account.
 */

/** Confirm or enrolment start while two-step sign-in is already on. */
export const MFA_ALREADY_ON = 'Two-step sign-in is already on';
/** Confirm without a started set-up (never started, or it expired). */
export const MFA_NO_ENROLMENT = 'Start the set-up again: it expired or was never started';
/** Disable or new recovery codes while two-step sign-in is off. */
export const MFA_NOT_ON = 'Two-step sign-in is off';

/** How many recovery codes an enrolment (or a renewal) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A started set-up can be confirmed for this long (seconds). */
export const MFA_ENROLMENT_TTL = 10 * 60;

/** Where the user stands: on or off, since when, and how many unused recovery codes remain. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: unixSeconds.nullable(),
  recovery_codes_left: z.number().int().min(0),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** The current password: starting a set-up asks for it, so a borrowed session cannot enrol its own app. */
export const startMfaBodySchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
});
export type StartMfaBody = z.infer<typeof startMfaBodySchema>;

/**
 * A started set-up, shown once: the secret in base32 (to type into an app), the otpauth:// URI an app
 * scans, and that URI as a QR code in an SVG data URL, for an <img> (never markup to inject).
 */
export const mfaEnrolmentSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
  qr_code: z.string().startsWith('data:image/svg+xml;base64,'),
  expires_at: unixSeconds,
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

/** A six-digit app code (spaces, as apps show "123 456", are dropped). */
export const totpCodeSchema = z
  .string({ error: MFA_CODE_FORMAT })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_CODE_FORMAT));

export const confirmMfaBodySchema = z.object({ code: totpCodeSchema });
export type ConfirmMfaBody = z.infer<typeof confirmMfaBodySchema>;

/** Recovery codes: ten groups of five letters and digits, "abcde-12345". */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/** An app code or one of the recovery codes (case and spaces do not matter). */
export const mfaCodeBodySchema = z.object({
  code: z
    .string({ error: MFA_CODE_REQUIRED })
    .trim()
    .min(1, { message: MFA_CODE_REQUIRED, abort: true })
    .max(64, MFA_CODE_INCORRECT),
});
export type MfaCodeBody = z.infer<typeof mfaCodeBodySchema>;

/** The answer of a confirmed set-up or of new recovery codes: the codes are shown this once. */
export const mfaRecoveryCodesSchema = z.object({
  mfa: mfaStatusSchema,
  recovery_codes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)),
});
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/**
 * Botguard: when the accounts sign-in asks the browser for a proof of work (see the accounts
 * service's botguard.ts). `risky`: only once sign-in to the account (or from the address) has failed
 * a few times recently; `always`: on every sign-in.
 */
export const BOTGUARD_LEVELS = ['risky', 'always'] as const;
export const botguardLevelSchema = z.enum(BOTGUARD_LEVELS);
export type BotguardLevel = z.infer<typeof botguardLevelSchema>;

export const botguardSettingsSchema = z.object({
  enabled: z.boolean(),
  level: botguardLevelSchema,
  updated_at: unixSeconds,
});
export type BotguardSettings = z.infer<typeof botguardSettingsSchema>;

export const updateBotguardBodySchema = z.object({
  enabled: z.boolean(),
  level: botguardLevelSchema,
  updated_at: recordVersion,
});
export type UpdateBotguardBody = z.infer<typeof updateBotguardBodySchema>;

/** The security index: each page's state. */
export const securityOverviewSchema = z.object({
  /** When the password was last changed; null when it never was since the account was made. */
  password_changed_at: unixSeconds.nullable(),
  mfa: mfaStatusSchema,
  botguard: botguardSettingsSchema,
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
