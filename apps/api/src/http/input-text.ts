import type { FieldError } from '@shop/admin-api';

/**
 * What PostgreSQL (or our own bounds) refuse in any input, checked where input is parsed, before a
 * schema and long before SQL: a NUL character (text cannot hold U+0000), a lone surrogate (not
 * Unicode; the drivers would silently store U+FFFD instead), a string past the longest any field
 * takes, and nesting deeper than any body we accept. Keys are checked like values.
 */

/** The longest text any field takes (a product's or collection's description). */
export const MAX_INPUT_TEXT_CHARS = 100_000;
/** Our deepest body (a collection's conditions) is 4 levels; this leaves room and stops the absurd. */
export const MAX_INPUT_DEPTH = 16;

export const TEXT_MESSAGES = {
  nul: 'Must not contain a NUL character (U+0000)',
  notUnicode: 'Must be valid Unicode text',
  tooLong: `Must be at most ${MAX_INPUT_TEXT_CHARS.toLocaleString('en')} characters`,
  tooDeep: 'The input is nested too deeply',
} as const;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** How many refusals one answer lists: enough to fix a form, not a megabyte of errors. */
const MAX_ERRORS = 20;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.notUnicode;
  if (text.length > MAX_INPUT_TEXT_CHARS) return TEXT_MESSAGES.tooLong;
  return undefined;
}

/** A refused key is named by what can be shown of it. */
export const showableKey = (key: string) =>
  // eslint-disable-next-line no-control-regex -- NUL is exactly what must not be shown
  key.replace(/[\u0000\uD800-\uDFFF]/g, '\uFFFD').slice(0, 100);
const fieldOf = (path: readonly (string | number)[]) => path.map(String).join('.') || '_';

/** Every refused piece of text in `input` (parsed JSON, a query, path params), by field. */
export function refusedText(input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (errors.length >= MAX_ERRORS) return;
    if (typeof value === 'string') {
      const title = textProblem(value);
      if (title) errors.push({ field: fieldOf(path), title });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (path.length >= MAX_INPUT_DEPTH) {
      errors.push({ field: fieldOf(path), title: TEXT_MESSAGES.tooDeep });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      const title = textProblem(key);
      if (title) errors.push({ field: fieldOf([...path, showableKey(key)]), title });
      else visit(item, [...path, key]);
    }
  };
  visit(input, []);
  return errors;
}
