import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_MESSAGES,
  credentialIssues,
  maskOf,
  modeOfValue,
  unknownCredentialKeys,
  type CredentialField,
  type SavedState,
} from './credentials';

const secretKey: CredentialField = {
  key: 'secret_key',
  secret: true,
  required: true,
  modePrefixes: { test: ['sk_test_', 'rk_test_'], live: ['sk_live_', 'rk_live_'] },
};
const webhook: CredentialField = {
  key: 'webhook_secret',
  secret: true,
  required: false,
  prefixes: ['whsec_'],
};
const sandboxOnly: CredentialField = {
  key: 'api_key',
  secret: true,
  required: true,
  modePrefixes: { test: ['sandbox-'], live: [] },
};
const merchantId: CredentialField = {
  key: 'merchant_id',
  secret: false,
  required: true,
  pattern: /^\d{1,12}$/,
};
const FIELDS = [secretKey, webhook, merchantId];
const NOTHING: SavedState = { storedSecrets: new Set(), savedMode: null };

describe('modeOfValue', () => {
  it('tells the mode from how a key starts', () => {
    expect(modeOfValue(secretKey, 'sk_test_abc')).toBe('test');
    expect(modeOfValue(secretKey, 'rk_live_abc')).toBe('live');
    expect(modeOfValue(secretKey, 'pk_live_abc')).toBeNull();
    expect(modeOfValue(sandboxOnly, 'sandbox-abc')).toBe('test');
    expect(modeOfValue(sandboxOnly, 'abc')).toBe('live');
    expect(modeOfValue(merchantId, '123')).toBeNull();
  });
});

describe('credentialIssues', () => {
  it('accepts keys of the chosen mode', () => {
    const values = { secret_key: 'sk_test_1', webhook_secret: 'whsec_1', merchant_id: '42' };
    expect(credentialIssues(FIELDS, values, 'test', NOTHING)).toEqual([]);
  });

  it('refuses a key of the other mode on its field, with what to do', () => {
    expect(
      credentialIssues(FIELDS, { secret_key: 'sk_live_1', merchant_id: '42' }, 'test', NOTHING),
    ).toEqual([
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.liveValueInTestMode },
    ]);
    expect(
      credentialIssues(FIELDS, { secret_key: 'rk_test_1', merchant_id: '42' }, 'live', NOTHING),
    ).toEqual([
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.testValueInLiveMode },
    ]);
  });

  it('refuses a key of another kind, a bad format and a missing required value', () => {
    expect(
      credentialIssues(
        FIELDS,
        { secret_key: 'pk_test_1', webhook_secret: 'sk_test_1', merchant_id: 'M-1' },
        'test',
        NOTHING,
      ),
    ).toEqual([
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.notThisKind },
      { field: 'credentials.webhook_secret', title: CREDENTIAL_MESSAGES.notThisKind },
      { field: 'credentials.merchant_id', title: CREDENTIAL_MESSAGES.format },
    ]);
    expect(credentialIssues(FIELDS, { secret_key: '  ' }, 'test', NOTHING)).toEqual([
      { field: 'credentials.secret_key', title: 'Required' },
      { field: 'credentials.merchant_id', title: 'Required' },
    ]);
  });

  it('counts a saved secret as given, unless it was saved for the other mode', () => {
    const saved: SavedState = {
      storedSecrets: new Set(['secret_key', 'webhook_secret']),
      savedMode: 'test',
    };
    expect(credentialIssues(FIELDS, { merchant_id: '42' }, 'test', saved)).toEqual([]);
    // A sandbox secret never works live, whether or not its shape tells.
    expect(credentialIssues(FIELDS, { merchant_id: '42' }, 'live', saved)).toEqual([
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.savedForOtherMode },
      { field: 'credentials.webhook_secret', title: CREDENTIAL_MESSAGES.savedForOtherMode },
    ]);
  });

  it('names keys no field has', () => {
    expect(unknownCredentialKeys(FIELDS, { secret_key: 'x', password: 'y' })).toEqual(['password']);
  });
});

describe('maskOf', () => {
  it('shows the last 4 characters of a long secret, nothing of a short one', () => {
    expect(maskOf('sk_test_51Hx4242')).toBe('4242');
    expect(maskOf('short-4242')).toBe('');
  });
});
