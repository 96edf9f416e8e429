import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of small secrets kept in the database (an authenticator app's TOTP secret): AES-256-GCM
 * under a key derived (HKDF-SHA256) from the server's auth secret, so a copy of the database alone
 * (a backup, a leaked dump) does not give the secrets away when AUTH_SECRET is set outside it.
 *
 * Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url). `purpose` goes into the key derivation and the
 * associated data, so a value sealed for one use (and one account) cannot be moved to another.
 * Changing AUTH_SECRET makes sealed values unreadable: the accounts sign-in then accepts only the
 * recovery codes (stored as hashes, not sealed), with which the user turns two-step sign-in off and
 * sets it up again.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string | null;
}

export function secretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'shop-secret-box', purpose, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag || rest.length) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
