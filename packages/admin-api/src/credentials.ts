import { z } from 'zod';

/**
 * Credentials of a service a shop connects to (a payment provider, a shipping carrier): what each
 * field is, how its values are checked, and how a saved set travels. The catalogues of providers and
 * carriers describe their fields with `CredentialField`; the server (apps/api/src/settings-credentials)
 * seals the secret ones and the admin builds its form from the same description, so both check alike.
 *
 * A secret is write-only: a GET answers only its last characters (`SavedCredentials.secrets`), and a
 * save that leaves a secret field empty keeps the saved one.
 */

/** A connection's sandbox (`test`) or the real thing (`live`). */
export const CREDENTIAL_MODES = ['test', 'live'] as const;
export type CredentialMode = (typeof CREDENTIAL_MODES)[number];

/** A credential value is at most this long (the longest real ones, JWT-like tokens, are well under). */
export const CREDENTIAL_VALUE_MAX = 1024;

/** A GET shows this many last characters of a secret, and only of one at least MASK_MIN_LENGTH long. */
export const MASK_VISIBLE = 4;
export const MASK_MIN_LENGTH = 12;

export interface CredentialField {
  /** Its key in `credentials`, as the provider names it (`secret_key`, `merchant_serial_number`). */
  key: string;
  /** Write-only: sealed at rest, never answered whole, never logged. */
  secret: boolean;
  /** Needed to connect. An optional field may stay empty. */
  required: boolean;
  /**
   * How a test value and a live value start (Stripe's `sk_test_` and `sk_live_`): the value is then
   * checked against the mode. An empty `live` list means "anything that does not start like a test
   * value" (iyzico's sandbox keys start with `sandbox-`, its live keys with nothing in particular).
   */
  modePrefixes?: { test: readonly string[]; live: readonly string[] };
  /** How every value starts, whatever the mode (Stripe's webhook signing secret, `whsec_`). */
  prefixes?: readonly string[];
  /** The whole value's shape, when it has a fixed one (CCAvenue's numeric merchant id). */
  pattern?: RegExp;
  /** What a value looks like, shown as the input's placeholder (`pk_test_…`): not a sentence. */
  example?: string;
}

/** The messages of a refused credential (the server sends the same English in `errors[].title`). */
export const CREDENTIAL_MESSAGES = {
  liveValueInTestMode:
    'This is a live key, but test mode is chosen: enter a test key or switch to live mode',
  testValueInLiveMode:
    'This is a test key, but live mode is chosen: enter a live key or switch to test mode',
  notThisKind: 'This is not a key of this kind: check how it starts',
  format: 'This does not have the format of this key',
  savedForOtherMode:
    'The saved key is for the other mode: enter a key for this mode or switch back',
} as const;

/**
 * What a GET answers of a saved set: the values of the plain fields, and for each secret field its
 * last MASK_VISIBLE characters ('' for one too short to show any of it), or null when none is saved.
 */
export const savedCredentialsSchema = z.object({
  credentials: z.record(z.string(), z.string()),
  secrets: z.record(z.string(), z.string().nullable()),
});
export type SavedCredentials = z.infer<typeof savedCredentialsSchema>;

/** A save's values: every field as typed (trimmed); an empty secret keeps the saved one. */
export const credentialsInputSchema = z.record(
  z.string().max(64),
  z
    .string('Required')
    .trim()
    .max(CREDENTIAL_VALUE_MAX, `At most ${CREDENTIAL_VALUE_MAX} characters`),
);

/** The last characters of a secret a GET may show ('' when it is too short to show any). */
export function maskOf(secret: string): string {
  return secret.length >= MASK_MIN_LENGTH ? secret.slice(-MASK_VISIBLE) : '';
}

const startsWithAny = (value: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => value.startsWith(prefix));

/**
 * The mode a value's start says: `test`, `live`, or null when the field's values do not tell (no
 * `modePrefixes`) or this one starts like neither.
 */
export function modeOfValue(field: CredentialField, value: string): CredentialMode | null {
  const prefixes = field.modePrefixes;
  if (!prefixes) return null;
  if (startsWithAny(value, prefixes.test)) return 'test';
  if (prefixes.live.length === 0 || startsWithAny(value, prefixes.live)) return 'live';
  return null;
}

/** Whether any field of a set tells test from live by how its values start. */
export const modeIsChecked = (fields: readonly CredentialField[]) =>
  fields.some((field) => field.modePrefixes);

/** A refused field of a save: its path in the body (`credentials.<key>`) and the message. */
export interface CredentialIssue {
  field: string;
  title: string;
}

export interface SavedState {
  /** The secret fields that have a saved value (an empty one in the save keeps it). */
  storedSecrets: ReadonlySet<string>;
  /** The mode the saved values were checked against; null when nothing is saved. */
  savedMode: CredentialMode | null;
}

/**
 * Every refusal of a save of `fields` in `mode`, given what is saved: a required value missing (a
 * secret counts as given when one is saved), a value that starts like a key of the other mode, or
 * like no key of its kind, or does not have its format; a kept secret saved for the other mode (a
 * change of mode needs every saved secret anew).
 * Empty when the save is fine. The server and the admin's form both ask this.
 */
export function credentialIssues(
  fields: readonly CredentialField[],
  values: Readonly<Record<string, string | undefined>>,
  mode: CredentialMode,
  saved: SavedState,
): CredentialIssue[] {
  const issues: CredentialIssue[] = [];
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    const refuse = (title: string) => issues.push({ field: `credentials.${field.key}`, title });
    if (value === '') {
      const kept = field.secret && saved.storedSecrets.has(field.key);
      if (!kept) {
        if (field.required) refuse('Required');
      } else if (saved.savedMode && saved.savedMode !== mode) {
        // A provider's sandbox and production never share a secret, whatever its shape.
        refuse(CREDENTIAL_MESSAGES.savedForOtherMode);
      }
      continue;
    }
    if (field.prefixes && !startsWithAny(value, field.prefixes)) {
      refuse(CREDENTIAL_MESSAGES.notThisKind);
      continue;
    }
    if (field.modePrefixes) {
      const valueMode = modeOfValue(field, value);
      if (valueMode === null) {
        refuse(CREDENTIAL_MESSAGES.notThisKind);
        continue;
      }
      if (valueMode !== mode) {
        refuse(
          valueMode === 'live'
            ? CREDENTIAL_MESSAGES.liveValueInTestMode
            : CREDENTIAL_MESSAGES.testValueInLiveMode,
        );
        continue;
      }
    }
    if (field.pattern && !field.pattern.test(value)) refuse(CREDENTIAL_MESSAGES.format);
  }
  return issues;
}

/** Keys of `values` that no field of the set has: refused, so nothing unknown is ever stored. */
export function unknownCredentialKeys(
  fields: readonly CredentialField[],
  values: Readonly<Record<string, unknown>>,
): string[] {
  const known = new Set(fields.map((field) => field.key));
  return Object.keys(values).filter((key) => !known.has(key));
}

export const UNKNOWN_CREDENTIAL = 'This service has no such field';
