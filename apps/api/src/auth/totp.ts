import { RECOVERY_CODE_COUNT } from '@shop/admin-api';
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { hashToken } from './tokens';

/*
 * Time-based one-time passwords (RFC 6238) through the `otpauth` library, with the parameters every
 * authenticator app supports: HMAC-SHA1, 6 digits, 30-second steps, a 160-bit secret (RFC 4226's
 * recommended length). A code is accepted one step early or late (clock drift between phone and
 * server) and only once: the caller keeps the last accepted step (RFC 6238 §5.2).
 */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Steps either side of now that still count. */
const WINDOW = 1;
/** What authenticator apps show above the account's e-mail. */
export const TOTP_ISSUER = 'Shop admin';

/** A new secret, base32 as apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The otpauth://totp/… URI an app scans. */
export function otpauthUri(secret: string, accountEmail: string): string {
  return totp(secret, accountEmail).toString();
}

/**
 * The URI as a QR code: an SVG made by `qrcode` as a base64 data URL, which the admin shows with an
 * <img> (an image cannot run script, and no markup from here is ever put into the page).
 */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The code an app shows at `nowMs` (tests; the server only checks codes). */
export function totpCode(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

/**
 * The time step `code` belongs to when it is right at `nowMs` and newer than `lastUsedStep`, else
 * null. Constant-time comparison is the library's.
 */
export function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  const step = OTPAuth.TOTP.counter({ period: PERIOD, timestamp: nowMs }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

// 32 letters and digits without the look-alikes 0/o, 1/l: ten of them are 50 random bits.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Fresh recovery codes, "abcde-23456". */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without the dash), or null if it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const chars = typed.toLowerCase().replace(/[\s-]+/g, '');
  if (!/^[a-z0-9]{10}$/.test(chars)) return null;
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code: a fast hash suits 50 random bits (see tokens.ts). */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code}`);
}
