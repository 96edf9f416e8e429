import type { Language } from '@shop/admin-api';

/**
 * A reference list is the same for the life of the process (it comes from packages and the runtime):
 * built once per language on first use, then served from memory.
 */
export function memoByLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    let value = built.get(language);
    if (value === undefined) {
      value = build(language);
      built.set(language, value);
    }
    return value;
  };
}
