import { maskOf, type CredentialField, type SavedCredentials } from '@shop/admin-api';
import { secretBox } from '../auth/secret-box';

/**
 * The one place credentials of a connected service (a payment provider, a shipping carrier) are
 * sealed, merged and masked. Secret fields are sealed with the secret box (AES-256-GCM under a key
 * derived from AUTH_SECRET); each one's context names the shop, the service and the field, so a
 * sealed value copied to another row or field does not open. What a GET answers of a secret is its
 * last characters (`maskOf`), kept beside the sealed value so a GET never opens a secret.
 *
 * Usage (a route, inside its transaction):
 *
 *   const vault = credentialsVault(deps.secret, 'payments');
 *   const context = `${shopId}:${provider}`;
 *   const stored = parseStoredCredentials(row?.credentials);      // the jsonb column, or nothing
 *   // check the save with credentialIssues(fields, input, mode, savedState(stored, savedMode))
 *   const next = vault.merge(fields, input, stored, context);    // store `next` in the jsonb column
 *   return vault.saved(fields, next);                             // what the answer shows
 *
 * Nothing here logs, and no error it throws carries a value.
 */

/** A set as kept in a jsonb column: plain values as saved, secrets sealed with their mask. */
export interface StoredCredentials {
  values: Record<string, string>;
  secrets: Record<string, { sealed: string; mask: string }>;
}

export const NO_CREDENTIALS: StoredCredentials = { values: {}, secrets: {} };

export interface CredentialsVault {
  /**
   * The set after a save of `input` over `stored`: plain fields as given (an empty one is dropped),
   * each non-empty secret sealed anew, each empty secret kept as stored. Fields `fields` does not
   * name are not kept (the route refuses them before).
   */
  merge(
    fields: readonly CredentialField[],
    input: Readonly<Record<string, string | undefined>>,
    stored: StoredCredentials,
    context: string,
  ): StoredCredentials;
  /** What a GET answers of a stored set: the plain values, and each secret's mask or null. */
  saved(fields: readonly CredentialField[], stored: StoredCredentials): SavedCredentials;
  /**
   * Every value in plain text, for the server's own calls to the service; a secret that no longer
   * opens (AUTH_SECRET changed, the row was tampered with) is null. Never send this to a client.
   */
  open(stored: StoredCredentials, context: string): Record<string, string | null>;
}

/** `purpose` names the family of services (`payments`, `shipping`): it goes into the key. */
export function credentialsVault(authSecret: string, purpose: string): CredentialsVault {
  const box = secretBox(authSecret, `credentials:${purpose}`);
  const fieldContext = (context: string, key: string) => `${context}:${key}`;
  return {
    merge(fields, input, stored, context) {
      const next: StoredCredentials = { values: {}, secrets: {} };
      for (const field of fields) {
        const value = (input[field.key] ?? '').trim();
        if (field.secret) {
          const kept = stored.secrets[field.key];
          if (value !== '') {
            next.secrets[field.key] = {
              sealed: box.seal(value, fieldContext(context, field.key)),
              mask: maskOf(value),
            };
          } else if (kept) {
            next.secrets[field.key] = kept;
          }
        } else if (value !== '') {
          next.values[field.key] = value;
        }
      }
      return next;
    },
    saved(fields, stored) {
      const saved: SavedCredentials = { credentials: {}, secrets: {} };
      for (const field of fields) {
        if (field.secret) {
          saved.secrets[field.key] = stored.secrets[field.key]?.mask ?? null;
        } else {
          const value = stored.values[field.key];
          if (value !== undefined) saved.credentials[field.key] = value;
        }
      }
      return saved;
    },
    open(stored, context) {
      const plain: Record<string, string | null> = { ...stored.values };
      for (const [key, { sealed }] of Object.entries(stored.secrets)) {
        plain[key] = box.open(sealed, fieldContext(context, key));
      }
      return plain;
    },
  };
}

/** The secret fields that have a stored value (for credentialIssues' SavedState). */
export function storedSecretKeys(stored: StoredCredentials): Set<string> {
  return new Set(Object.keys(stored.secrets));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A jsonb column's set, read defensively: anything else (null, a malformed value) is no set. */
export function parseStoredCredentials(json: unknown): StoredCredentials {
  if (!isRecord(json)) return NO_CREDENTIALS;
  const values: StoredCredentials['values'] = {};
  const secrets: StoredCredentials['secrets'] = {};
  if (isRecord(json.values)) {
    for (const [key, value] of Object.entries(json.values)) {
      if (typeof value === 'string') values[key] = value;
    }
  }
  if (isRecord(json.secrets)) {
    for (const [key, secret] of Object.entries(json.secrets)) {
      if (
        isRecord(secret) &&
        typeof secret.sealed === 'string' &&
        typeof secret.mask === 'string'
      ) {
        secrets[key] = { sealed: secret.sealed, mask: secret.mask };
      }
    }
  }
  return { values, secrets };
}
