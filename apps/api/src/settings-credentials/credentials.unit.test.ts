import type { CredentialField } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import {
  credentialsVault,
  NO_CREDENTIALS,
  parseStoredCredentials,
  storedSecretKeys,
} from './credentials';

const FIELDS: CredentialField[] = [
  { key: 'publishable_key', secret: false, required: true },
  { key: 'secret_key', secret: true, required: true },
  { key: 'webhook_secret', secret: true, required: false },
];
const SECRET = 'sk_test_51HxYzAbCdEfGh4242';
const vault = credentialsVault('auth-secret-of-this-server', 'payments');

describe('credentialsVault', () => {
  it('seals secrets (never stored in plain text) and answers only their last 4 characters', () => {
    const stored = vault.merge(
      FIELDS,
      { publishable_key: ' pk_test_123 ', secret_key: SECRET, webhook_secret: '' },
      NO_CREDENTIALS,
      'shop_1:stripe',
    );
    expect(stored.values).toEqual({ publishable_key: 'pk_test_123' });
    expect(Object.keys(stored.secrets)).toEqual(['secret_key']);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(stored.secrets.secret_key!.mask).toBe('4242');
    expect(vault.saved(FIELDS, stored)).toEqual({
      credentials: { publishable_key: 'pk_test_123' },
      secrets: { secret_key: '4242', webhook_secret: null },
    });
    expect(vault.open(stored, 'shop_1:stripe')).toEqual({
      publishable_key: 'pk_test_123',
      secret_key: SECRET,
    });
  });

  it('keeps a stored secret when the save leaves it empty, replaces it when given', () => {
    const first = vault.merge(FIELDS, { secret_key: SECRET }, NO_CREDENTIALS, 'shop_1:stripe');
    const kept = vault.merge(
      FIELDS,
      { publishable_key: 'pk_test_9', secret_key: '' },
      first,
      'shop_1:stripe',
    );
    expect(kept.secrets.secret_key).toEqual(first.secrets.secret_key);
    const replaced = vault.merge(
      FIELDS,
      { secret_key: 'sk_test_replacement_9999' },
      first,
      'shop_1:stripe',
    );
    expect(replaced.secrets.secret_key!.mask).toBe('9999');
    expect(vault.open(replaced, 'shop_1:stripe').secret_key).toBe('sk_test_replacement_9999');
    expect(storedSecretKeys(replaced)).toEqual(new Set(['secret_key']));
  });

  it('shows nothing of a short secret', () => {
    const stored = vault.merge(FIELDS, { secret_key: 'short' }, NO_CREDENTIALS, 'c');
    expect(vault.saved(FIELDS, stored).secrets.secret_key).toBe('');
  });

  it('opens a secret only in its own context and under its own key', () => {
    const stored = vault.merge(FIELDS, { secret_key: SECRET }, NO_CREDENTIALS, 'shop_1:stripe');
    expect(vault.open(stored, 'shop_2:stripe').secret_key).toBeNull();
    expect(credentialsVault('another-secret', 'payments').open(stored, 'shop_1:stripe')).toEqual({
      secret_key: null,
    });
    expect(
      credentialsVault('auth-secret-of-this-server', 'shipping').open(stored, 'shop_1:stripe'),
    ).toEqual({ secret_key: null });
  });

  it('reads a stored set defensively', () => {
    expect(parseStoredCredentials(null)).toEqual(NO_CREDENTIALS);
    expect(parseStoredCredentials('x')).toEqual(NO_CREDENTIALS);
    expect(
      parseStoredCredentials({
        values: { a: 'b', n: 1 },
        secrets: { s: { sealed: 'v1.x', mask: '1234' }, t: { sealed: 2 } },
      }),
    ).toEqual({ values: { a: 'b' }, secrets: { s: { sealed: 'v1.x', mask: '1234' } } });
  });
});
