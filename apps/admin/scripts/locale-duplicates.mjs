// Lists the English texts of the admin's locale files that stand under more than one key, and which of
// them copy a shared text (`general:actions.*`, `fields.*`, …) that should be used instead.
//
//   node apps/admin/scripts/locale-duplicates.mjs [locales folder]
//
// Prints one block per repeated English text with its keys and each key's text in the other languages.
// Exits 0: it is a list to read; the locale unit test (src/lib/i18n/locales.test.ts) is what fails.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The groups of the general namespace that hold the texts every feature shares. */
export const SHARED_GROUPS = ['actions', 'fields', 'states', 'sections', 'filters', 'nav'];
export const SHARED_NAMESPACE = 'general';
export const SOURCE_LANGUAGE = 'en';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A text that only refers to another key (`$t(general:actions.cancel)`) repeats no words. */
const REFERENCE = /^\$t\([^)]+\)$/;

/** `orders.lines_one` and `orders.lines_other` are forms of one text, `orders.lines`. */
export function pluralBase(key) {
  return key.replace(PLURAL_SUFFIX, '');
}

/** A nested locale object as `path.to.key` → text. */
export function flatten(value, prefix = '', into = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

/**
 * Every language's texts of every namespace in `folder` (`{folder}/{language}/{namespace}.json`), as
 * language → `namespace:key` → text.
 */
export function loadLocales(folder) {
  const languages = new Map();
  for (const language of readdirSync(folder).sort()) {
    const texts = new Map();
    for (const file of readdirSync(join(folder, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.slice(0, -'.json'.length);
      const json = JSON.parse(readFileSync(join(folder, language, file), 'utf8'));
      for (const [key, text] of flatten(json)) texts.set(`${namespace}:${key}`, text);
    }
    languages.set(language, texts);
  }
  return languages;
}

/** Whether `namespace:key` is one of the shared texts. */
export function isShared(key) {
  const [namespace, path = ''] = key.split(':');
  return namespace === SHARED_NAMESPACE && SHARED_GROUPS.includes(path.split('.')[0]);
}

/**
 * Whether `namespace:key` names a page in a navigation (`nav.*`, `settingsNav.*`): the manifests give
 * each route its own title key, so a page may be called what a field is called and keep its key.
 */
export function isNavigation(key) {
  const [namespace, path = ''] = key.split(':');
  const group = path.split('.')[0];
  return namespace === SHARED_NAMESPACE && (group === 'nav' || group.endsWith('Nav'));
}

/**
 * The English texts under more than one key (plural forms of one key count once), most keys first:
 * `{ text, keys, translations }`, where translations maps each other language to each key's text.
 */
export function findDuplicates(locales) {
  const source = locales.get(SOURCE_LANGUAGE) ?? new Map();
  const byText = new Map();
  for (const [key, text] of source) {
    if (typeof text !== 'string' || REFERENCE.test(text)) continue;
    const bases = byText.get(text) ?? new Map();
    const base = pluralBase(key);
    if (!bases.has(base)) bases.set(base, key);
    byText.set(text, bases);
  }
  const duplicates = [];
  for (const [text, bases] of byText) {
    if (bases.size < 2) continue;
    const keys = [...bases.values()];
    const translations = new Map();
    for (const [language, texts] of locales) {
      if (language !== SOURCE_LANGUAGE)
        translations.set(
          language,
          keys.map((k) => texts.get(k)),
        );
    }
    duplicates.push({ text, keys, translations });
  }
  return duplicates.sort((a, b) => b.keys.length - a.keys.length || a.text.localeCompare(b.text));
}

/** Whether two keys say the same in every language (then one of them is enough). */
function sameEverywhere(locales, a, b) {
  return [...locales.values()].every((texts) => texts.get(a) === texts.get(b));
}

/**
 * The keys that copy a shared text word for word in every language, each with the shared keys to use
 * instead: `{ key, text, shared }`. A key whose English is a shared text but whose translation
 * differs is left alone: that context needs its own words in another language. The navigations may
 * repeat a text (see isNavigation).
 */
export function findCopiesOfShared(locales) {
  const source = locales.get(SOURCE_LANGUAGE) ?? new Map();
  const sharedByText = new Map();
  for (const [key, text] of source) {
    if (isShared(key)) sharedByText.set(text, [...(sharedByText.get(text) ?? []), key]);
  }
  const copies = [];
  for (const [key, text] of source) {
    if (isNavigation(key)) continue;
    const shared = (sharedByText.get(text) ?? []).filter(
      (other) => pluralBase(other) !== pluralBase(key) && sameEverywhere(locales, key, other),
    );
    if (shared.length > 0) copies.push({ key, text, shared });
  }
  return copies;
}

/** What the locale test says of a copy: which shared key to use instead. */
export function formatCopy({ key, text, shared }) {
  const use = shared.map((other) => `'${other.replace(/_(zero|one|two|few|many|other)$/, '')}'`);
  return `${key} repeats ${JSON.stringify(text)}: use ${use.join(' or ')} instead`;
}

/** The list as the command prints it. */
export function formatDuplicates(duplicates) {
  const lines = [];
  for (const { text, keys, translations } of duplicates) {
    const same = [...translations.values()].every((texts) => new Set(texts).size === 1);
    const verdict = same ? 'the same in every language' : 'translated apart';
    lines.push(`${JSON.stringify(text)} under ${keys.length} keys, ${verdict}`);
    keys.forEach((key, index) => {
      const others = [...translations].map(([language, texts]) => {
        return `${language}: ${JSON.stringify(texts[index])}`;
      });
      lines.push(`  ${key}${others.length > 0 ? `  (${others.join(', ')})` : ''}`);
    });
  }
  lines.push(`${duplicates.length} English texts stand under more than one key.`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder =
    process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../public/locales');
  console.log(formatDuplicates(findDuplicates(loadLocales(folder))));
}
