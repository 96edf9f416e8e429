import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { endpoint, json, ok, refusal, staleResponse, type Endpoint } from './endpoints-model';
import { paths } from './paths';
import {
  botguardSettingsSchema,
  confirmMfaBodySchema,
  mfaCodeBodySchema,
  mfaEnrolmentSchema,
  mfaRecoveryCodesSchema,
  mfaStatusSchema,
  securityOverviewSchema,
  startMfaBodySchema,
  updateBotguardBodySchema,
} from './security';

const mfaOn = refusal('Two-step sign-in is already on: turn it off first');
const mfaOff = refusal('Two-step sign-in is off');
/** 429 of the per-account limits on password and code checks: `retry_after` (also `Retry-After`), seconds. */
export const tooManyChecks = (what: string) => ({
  description: `Too many ${what} were tried for this account: try again after \`retry_after\` seconds`,
  schema: apiErrorSchema.extend({ retry_after: z.number().int().positive() }),
});

/**
 * settings/security/*: the signed-in user's two-step sign-in (TOTP) and the shop's botguard, all under
 * the `security` policy, as the settings pages are. The password is PUT account/password (§7).
 */
export const securityEndpoints: Endpoint[] = [
  endpoint({
    id: 'getSecurityOverview',
    method: 'GET',
    path: paths.security,
    resource: 'settings',
    summary: "The security index: when the password changed, two-step sign-in's state, botguard",
    auth: 'bearer',
    policy: 'security',
    responses: { 200: ok(securityOverviewSchema, 'The states') },
  }),
  endpoint({
    id: 'getMfaStatus',
    method: 'GET',
    path: paths.securityMfa,
    resource: 'settings',
    summary: "The signed-in user's two-step sign-in: on or off, recovery codes left",
    auth: 'bearer',
    policy: 'security',
    responses: { 200: ok(mfaStatusSchema, 'The state') },
  }),
  endpoint({
    id: 'startMfaEnrolment',
    method: 'POST',
    path: paths.securityMfaEnrolment,
    resource: 'settings',
    summary:
      'Start setting up an authenticator app (needs the password): a new secret, its otpauth URI and QR code, valid 10 minutes. Another start replaces it.',
    auth: 'bearer',
    policy: 'security',
    body: json(startMfaBodySchema),
    responses: {
      200: ok(mfaEnrolmentSchema, 'The secret to add to an app; it is not shown again'),
      409: mfaOn,
      429: tooManyChecks('passwords'),
    },
  }),
  endpoint({
    id: 'confirmMfaEnrolment',
    method: 'POST',
    path: paths.securityMfaConfirm,
    resource: 'settings',
    summary:
      'Turn two-step sign-in on with a code from the app; answers the recovery codes, shown this once',
    auth: 'bearer',
    policy: 'security',
    body: json(confirmMfaBodySchema),
    responses: {
      200: ok(mfaRecoveryCodesSchema, 'On; the recovery codes'),
      409: refusal('Already on, or no set-up started (or it expired)'),
      429: tooManyChecks('codes'),
    },
  }),
  endpoint({
    id: 'disableMfa',
    method: 'POST',
    path: paths.securityMfaDisable,
    resource: 'settings',
    summary: 'Turn two-step sign-in off with a code from the app or a recovery code (spent)',
    auth: 'bearer',
    policy: 'security',
    body: json(mfaCodeBodySchema),
    responses: {
      200: ok(mfaStatusSchema, 'Off'),
      409: mfaOff,
      429: tooManyChecks('codes'),
    },
  }),
  endpoint({
    id: 'renewMfaRecoveryCodes',
    method: 'POST',
    path: paths.securityMfaRecoveryCodes,
    resource: 'settings',
    summary:
      'New recovery codes (the old ones stop working), with a code from the app or a recovery code',
    auth: 'bearer',
    policy: 'security',
    body: json(mfaCodeBodySchema),
    responses: {
      200: ok(mfaRecoveryCodesSchema, 'The new codes, shown this once'),
      409: mfaOff,
      429: tooManyChecks('codes'),
    },
  }),
  endpoint({
    id: 'getBotguard',
    method: 'GET',
    path: paths.securityBotguard,
    resource: 'settings',
    summary: "The shop's protection of sign-in from automated attempts",
    auth: 'bearer',
    policy: 'security',
    responses: { 200: ok(botguardSettingsSchema, 'The settings') },
  }),
  endpoint({
    id: 'updateBotguard',
    method: 'PUT',
    path: paths.securityBotguard,
    resource: 'settings',
    summary:
      "Turn the shop's botguard on or off and choose when it asks for a proof of work; the accounts sign-in enforces it for every member of the shop",
    auth: 'bearer',
    policy: 'security',
    body: json(updateBotguardBodySchema),
    responses: {
      200: ok(botguardSettingsSchema, 'The saved settings'),
      409: staleResponse(botguardSettingsSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
];
