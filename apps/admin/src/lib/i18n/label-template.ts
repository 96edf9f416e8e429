import type { TFunction } from 'i18next';

// Not a character any translation or value holds.
const MARKER = '\u0000';

/**
 * A translation with one value in it, as a function of that value: i18next interpolates the text
 * once, with a marker for the value, and each call joins the parts around its value. For a label
 * every row of a list repeats with its own value ("Delete code SPRING10"): i18next's lookup and
 * interpolation for each row cost as much as the rest of its cell.
 */
export function labelTemplate(
  t: TFunction,
  key: Parameters<TFunction>[0],
  name: string,
): (value: string) => string {
  const parts = (t(key, { [name]: MARKER }) as string).split(MARKER);
  return (value) => parts.join(value);
}
