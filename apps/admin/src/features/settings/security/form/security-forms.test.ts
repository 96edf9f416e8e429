import { describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver, type BodyMapping } from '../../../../lib/forms/body-resolver';
import { groupedSecret } from '../components/MfaSetup';
import {
  botguardBody,
  botguardToForm,
  confirmMfaBody,
  mfaCodeBody,
  passwordBody,
  startMfaBody,
} from './security-forms';

/** The form's check: the contract's body schema, its messages on the form's fields. */
function check<Values extends FieldValues, Schema extends z.ZodType>(
  mapping: BodyMapping<Values, Schema>,
  values: Values,
) {
  return bodyResolver(mapping)(values, undefined, {
    fields: {},
    names: Object.keys(values) as never,
    shouldUseNativeValidation: false,
  });
}

describe('the password form', () => {
  it('says §5\'s "Enter old password" on the old one and "Enter your password" on the new one', async () => {
    const result = await check(passwordBody, { old_password: '', new_password: '' });
    expect(result.errors.old_password?.message).toBe('Enter old password');
    expect(result.errors.new_password?.message).toBe('Enter your password');
  });

  it('asks for 8 characters at least, and sends the passwords untouched', async () => {
    const short = await check(passwordBody, { old_password: 'x', new_password: 'short' });
    expect(short.errors.new_password?.message).toBe('Must be at least 8 characters');
    const ok = await check(passwordBody, { old_password: ' old ', new_password: ' a new one ' });
    expect(ok.values).toEqual({ old_password: ' old ', new_password: ' a new one ' });
  });
});

describe('two-step sign-in forms', () => {
  it('asks for the password to start a set-up', async () => {
    const result = await check(startMfaBody, { password: '' });
    expect(result.errors.password?.message).toBe('Enter your password');
  });

  it('takes six digits to confirm, spaces as apps show them dropped', async () => {
    expect((await check(confirmMfaBody, { code: '12345' })).errors.code?.message).toBe(
      'Enter the 6-digit code',
    );
    expect((await check(confirmMfaBody, { code: '123 456' })).values).toEqual({ code: '123456' });
  });

  it('takes an app code or a recovery code to turn off', async () => {
    expect((await check(mfaCodeBody, { code: ' ' })).errors.code?.message).toBe(
      'Enter a code from your app or a recovery code',
    );
    expect((await check(mfaCodeBody, { code: ' abcde-23456 ' })).values).toEqual({
      code: 'abcde-23456',
    });
  });

  it('shows the secret in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('the botguard form', () => {
  it('edits on/off and the level, and sends them as they are', async () => {
    const values = botguardToForm({ enabled: false, level: 'risky', updated_at: 7 });
    expect(values).toEqual({ enabled: false, level: 'risky' });
    const result = await check(botguardBody, { enabled: true, level: 'always' as const });
    expect(result.values).toEqual({ enabled: true, level: 'always' });
  });
});
