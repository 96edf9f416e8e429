import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 14;

/**
 * A new record id in the seed's shape (`prd_` + 14 lowercase letters and digits, ~72 bits): random,
 * so ids reveal neither how many records a shop has nor when they were made.
 */
export function newId(prefix: string): string {
  let out = '';
  for (let i = 0; i < ID_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${out}`;
}
