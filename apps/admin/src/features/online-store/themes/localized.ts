import type { LocalizedText } from '@shop/admin-api';

/** A theme's own text (a section's name, a setting's label) in the admin's language, else English. */
export function localized(text: LocalizedText, language: string): string {
  return language.startsWith('az') ? text.az : text.en;
}
