import {
  confirmMfaBodySchema,
  mfaCodeBodySchema,
  startMfaBodySchema,
  updateBotguardBodySchema,
  updatePasswordBodySchema,
  type BotguardLevel,
  type BotguardSettings,
} from '@shop/admin-api';
import { plainBody, type BodyMapping } from '../../../../lib/forms/body-resolver';

/*
 * The security pages' forms, each checked by the contract's body (§5's messages come from there:
 * "Enter old password" on the old password, "Enter your password" on the new one and on the
 * password that starts a two-step set-up).
 */

export const PASSWORD_VALUES = { old_password: '', new_password: '' };
export const passwordBody = plainBody(updatePasswordBodySchema, ['old_password', 'new_password']);

export const START_MFA_VALUES = { password: '' };
export const startMfaBody = plainBody(startMfaBodySchema, ['password']);

export const CODE_VALUES = { code: '' };
/** The six digits that confirm a set-up. */
export const confirmMfaBody = plainBody(confirmMfaBodySchema, ['code']);
/** An app code or a recovery code (turning off, new recovery codes). */
export const mfaCodeBody = plainBody(mfaCodeBodySchema, ['code']);

const botguardBodySchema = updateBotguardBodySchema.omit({ updated_at: true });

export interface BotguardValues {
  enabled: boolean;
  level: BotguardLevel;
}

export const botguardToForm = (settings: BotguardSettings): BotguardValues => ({
  enabled: settings.enabled,
  level: settings.level,
});

export const botguardBody: BodyMapping<BotguardValues, typeof botguardBodySchema> = {
  schema: botguardBodySchema,
  toBody: (values) => values,
  fields: ['enabled', 'level'],
};
