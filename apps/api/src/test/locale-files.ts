/** `a.b.c` → text, for every text of a locale file. */
export function flattenLocale(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flattenLocale(child, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, leaf);
      }
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

/** A text's {{placeholders}}, sorted. */
export const placeholders = (text: unknown): string[] =>
  String(text)
    .match(/{{[^}]+}}/g)
    ?.sort() ?? [];
