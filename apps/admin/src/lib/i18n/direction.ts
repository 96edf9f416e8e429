/** Scripts written right to left; every other language is left to right. */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** rtl is assumed when no language is known (§9), as i18next does. */
export function languageDirection(language: string | undefined | null): 'ltr' | 'rtl' {
  if (!language) return 'rtl';
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr';
}
