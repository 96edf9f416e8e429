import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../db/db';
import { hashToken, randomToken, safeEqual } from '../auth/tokens';
import { botguardForEmail } from '../repos/account-security';
import { signInLimits } from './throttle';

/*
 * Botguard: the sign-in's protection from automated attempts, turned on per shop in Settings →
 * security (settings/security/botguard) and enforced here, for every account of a shop that has it.
 *
 * Why a proof of work. The choices real platforms make are a CAPTCHA (reCAPTCHA, hCaptcha, Turnstile:
 * a third party's script and servers, and puzzles people fail), or a proof of work the page computes
 * by itself (Friendly Captcha, ALTCHA, Auth0's bot detection offers both). This service runs on its own
 * without a third party, and its page allows no outside script, so it asks for a proof of work:
 *
 * - Every sign-in form carries a challenge, a random salt signed with the server key (HMAC) together
 *   with the difficulty and an expiry. The page's script (botguard-script.ts) looks for a number n
 *   such that SHA-256("<challenge>:<n>") starts with DIFFICULTY_BITS zero bits while the person types;
 *   a submit waits for it if need be.
 * - The server checks a proof with one hash, and a proof signs in once (its salt is recorded until it
 *   would have expired): a program must run the page's work for every single attempt, on top of the
 *   attempt limits (throttle.ts), which stay as they are.
 * - When the proof is required depends on the shop's level: `always` on every sign-in of its
 *   accounts; `risky` once sign-in to the account (from anywhere) or from the client's address has
 *   failed RISKY_AFTER_FAILURES times in the current window of those limits (Auth0's "when risky").
 *   An account of several shops gets the strictest.
 * - A sign-in that needs a proof and comes without one is answered exactly as a wrong password is
 *   (the password is still hashed, so it takes as long): a script learns nothing from the answer,
 *   neither whether the password was right nor whether the account exists or is protected. A person
 *   with JavaScript turned off is told so by the page's <noscript> note. A proof that is present but
 *   wrong, used or expired is refused the same way for every e-mail, before anything is looked up.
 */

/**
 * Zero bits the hash must start with: 2^16 hashes on average, about a quarter of a second for the
 * page's script on this project's busy 2-core test machine (measured), less on a person's computer,
 * and work a program must spend again for every attempt.
 */
export const DIFFICULTY_BITS = 16;
/** A form can be left open this long (seconds) and still be sent. */
export const CHALLENGE_TTL = 30 * 60;
/** Failures in the current window after which `risky` asks for the proof. */
export const RISKY_AFTER_FAILURES = 3;

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`botguard:${body}`).digest('base64url');
}

/** A new challenge for a form: `salt.bits.expiresAt.mac`. */
export function issueChallenge(secret: string, now: number, bits = DIFFICULTY_BITS): string {
  const body = `${randomToken(16)}.${bits}.${now + CHALLENGE_TTL}`;
  return `${body}.${mac(secret, body)}`;
}

/** Zero bits at the start of a hash. */
export function leadingZeroBits(hash: Buffer): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** The answer's hash: what the page's script computes (botguard-script.ts). */
export function proofHash(challenge: string, solution: string): Buffer {
  return createHash('sha256').update(`${challenge}:${solution}`).digest();
}

export type Proof =
  /** The form sent none (a client that did not run the page's script). */
  | { kind: 'none' }
  /** Signed by us, unexpired, solved: still to be spent. */
  | { kind: 'solved'; saltHash: string; expiresAt: number }
  | { kind: 'invalid' };

/** Check a proof's signature, expiry and work; no database. */
export function readProof(secret: string, challenge: string, solution: string, now: number): Proof {
  if (!challenge && !solution) return { kind: 'none' };
  const [salt, bits, expires, signature, ...rest] = challenge.split('.');
  if (!salt || !bits || !expires || !signature || rest.length) return { kind: 'invalid' };
  if (!safeEqual(signature, mac(secret, `${salt}.${bits}.${expires}`))) return { kind: 'invalid' };
  const expiresAt = Number(expires);
  if (!(expiresAt > now) || Number(bits) < DIFFICULTY_BITS) return { kind: 'invalid' };
  if (!/^\d{1,15}$/.test(solution)) return { kind: 'invalid' };
  if (leadingZeroBits(proofHash(challenge, solution)) < Number(bits)) return { kind: 'invalid' };
  return { kind: 'solved', saltHash: hashToken(salt), expiresAt };
}

/** Use a solved proof up; false when it was used before. Expired records are swept on the way. */
export async function spendProof(
  db: Db,
  proof: { saltHash: string; expiresAt: number },
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `INSERT INTO botguard_spent_challenges (salt_hash, expires_at) VALUES ($1, $2)
       ON CONFLICT (salt_hash) DO NOTHING RETURNING 1`,
      [proof.saltHash, proof.expiresAt],
    );
    await tx.query(
      `DELETE FROM botguard_spent_challenges WHERE salt_hash IN (
         SELECT salt_hash FROM botguard_spent_challenges WHERE expires_at <= $1
         LIMIT 100 FOR UPDATE SKIP LOCKED)`,
      [now],
    );
    return rows.length > 0;
  });
}

/**
 * Whether this attempt must come with a proof: the shops' botguard of the account, and for `risky`
 * the failures counted by the sign-in limits (after this attempt was admitted, which counts itself on
 * the address and account limits unless it came from a known browser).
 */
export async function proofRequired(
  db: Db,
  attempt: { email: string; address: string; knownDevice: boolean },
  now: number,
): Promise<boolean> {
  const level = await botguardForEmail(db, attempt.email);
  if (level === null) return false;
  if (level === 'always') return true;
  const [, byAddress, byAccount] = signInLimits(attempt.email, attempt.address, null).limits;
  const keys = [byAddress!, byAccount!].map((limit) => hashToken(limit.key));
  const [row] = await db.query<{ most: number | null }>(
    `SELECT max(attempts) AS most FROM attempt_counters
     WHERE key_hash = ANY($1::text[]) AND window_ends_at > $2`,
    [keys, now],
  );
  const failures = (row?.most ?? 0) - (attempt.knownDevice ? 0 : 1);
  return failures >= RISKY_AFTER_FAILURES;
}

/**
 * The botguard's word on one admitted sign-in attempt: `ok` (go on), `expired` (a proof that is
 * wrong, used or expired: the form must be loaded again), `unproven` (a proof is required and none
 * came: answer as a wrong password, see above). A solved proof is spent whether or not it was needed.
 */
export async function guardSignIn(
  db: Db,
  secret: string,
  sent: { challenge: string; solution: string },
  attempt: { email: string; address: string; knownDevice: boolean },
  now: number,
): Promise<'ok' | 'expired' | 'unproven'> {
  const proof = readProof(secret, sent.challenge, sent.solution, now);
  if (proof.kind === 'invalid') return 'expired';
  if (proof.kind === 'solved') return (await spendProof(db, proof, now)) ? 'ok' : 'expired';
  return (await proofRequired(db, attempt, now)) ? 'unproven' : 'ok';
}
