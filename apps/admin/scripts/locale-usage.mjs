// Finds the translation keys the admin's code names and says which of them no locale file has.
//
//   node apps/admin/scripts/locale-usage.mjs
//
// Prints each missing key with the file that uses it and exits 1 when there is one. A key is found as a
// string literal in the code (`t('orders.lines.title')`, `titleKey: 'nav.orders'`,
// `t('general:actions.save')`) or as the fixed start of a template (`orders.refusals.${key}`). The
// literal is taken for a key when it names a namespace (`general:…`) or starts with a top-level key of
// one; a template's start must be a group of keys. The same holds for `$t(…)` inside locale texts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLocales, pluralBase, SOURCE_LANGUAGE } from './locale-duplicates.mjs';

const KEY = String.raw`[A-Za-z][\w-]*`;
const NAMESPACED = String.raw`(?:[a-z][\w-]*:)?`;
/** 'a.b.c', "a.b", `a.b` and 'ns:key' (a template literal without a placeholder is a literal). */
const LITERAL = new RegExp(String.raw`(['"\`])(${NAMESPACED}${KEY}(?:\.${KEY})*)\1`, 'g');
/** `a.b.${…}`: the fixed start of a key built at run time. */
const TEMPLATE = new RegExp(String.raw`\`(${NAMESPACED}${KEY}(?:\.${KEY})*)\.\$\{`, 'g');
/** useTranslation('non-settings') or useTranslation(['non-settings', 'validation']). */
const USE_TRANSLATION = /useTranslation\(([^)]*)\)/g;
const NESTED = /\$t\(([^,)]+)/g;

/**
 * The namespaces a file translates with: those it passes to useTranslation (the default, general,
 * when it passes none), or every namespace when it never calls it (a manifest's `titleKey` is read by
 * whichever component shows it).
 */
export function namespacesOf(source, all, fallback = 'general') {
  const calls = [...source.matchAll(USE_TRANSLATION)];
  if (calls.length === 0) return all;
  const named = new Set();
  for (const [, args] of calls) {
    const names = [...args.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]);
    for (const name of names.length > 0 ? names : [fallback]) named.add(name);
  }
  return [...named];
}

/** The keys a source file names: `{ key, prefix }`, prefix true for the start of a template. */
export function keysIn(source) {
  const found = [];
  for (const [, , key] of source.matchAll(LITERAL)) found.push({ key, prefix: false });
  for (const [, key] of source.matchAll(TEMPLATE)) found.push({ key, prefix: true });
  return found;
}

/** The key set of one language, with what a key may resolve to: a text, a plural, a group. */
export function keyIndex(texts) {
  const namespaces = new Set();
  const topLevel = new Set();
  const leaves = new Set();
  const groups = new Set();
  for (const key of texts.keys()) {
    const [namespace, path] = key.split(':');
    namespaces.add(namespace);
    topLevel.add(path.split('.')[0]);
    leaves.add(`${namespace}:${pluralBase(path)}`);
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i += 1)
      groups.add(`${namespace}:${parts.slice(0, i).join('.')}`);
  }
  return { namespaces: [...namespaces], topLevel, leaves, groups };
}

/**
 * Whether `key` (as written in a file that translates with `namespaces`) is a key of the locales, and
 * whether it is a key at all: `{ isKey, exists }`.
 */
export function resolve(index, key, namespaces, prefix) {
  const colon = key.indexOf(':');
  const named = colon > 0 ? key.slice(0, colon) : null;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  if (named !== null && !index.namespaces.includes(named)) return { isKey: false, exists: false };
  if (named === null && (!path.includes('.') || !index.topLevel.has(path.split('.')[0]))) {
    return { isKey: false, exists: false };
  }
  const exists = (named ? [named] : namespaces).some((namespace) => {
    const full = `${namespace}:${path}`;
    return index.groups.has(full) || (!prefix && index.leaves.has(full));
  });
  return { isKey: true, exists };
}

/** Every `$t(key)` inside the locale texts whose key does not exist: `{ key, in }`. */
export function missingNestedKeys(texts) {
  const index = keyIndex(texts);
  const missing = [];
  for (const [where, text] of texts) {
    if (typeof text !== 'string') continue;
    for (const [, nested] of text.matchAll(NESTED)) {
      const key = nested.includes(':') ? nested : `${where.split(':')[0]}:${nested}`;
      if (!index.leaves.has(key.replace(/_(zero|one|two|few|many|other)$/, ''))) {
        missing.push({ key: nested, in: where });
      }
    }
  }
  return missing;
}

/** The source files of the app that may name keys (tests name keys of their own fixtures). */
export function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files.sort();
}

/** The keys the files under `sourceFolder` name that the source language of `locales` lacks. */
export function missingKeys(sourceFolder, locales) {
  const index = keyIndex(locales.get(SOURCE_LANGUAGE) ?? new Map());
  const missing = [];
  for (const file of sourceFiles(sourceFolder)) {
    const source = readFileSync(file, 'utf8');
    const namespaces = namespacesOf(source, index.namespaces);
    for (const { key, prefix } of keysIn(source)) {
      const { isKey, exists } = resolve(index, key, namespaces, prefix);
      if (isKey && !exists) {
        missing.push({ key: prefix ? `${key}.…` : key, file: relative(sourceFolder, file) });
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = join(dirname(fileURLToPath(import.meta.url)), '..');
  const locales = loadLocales(join(app, 'public/locales'));
  const missing = [
    ...missingKeys(join(app, 'src'), locales).map(({ key, file }) => `${key}  (${file})`),
    ...missingNestedKeys(locales.get(SOURCE_LANGUAGE)).map(({ key, in: where }) => {
      return `${key}  ($t in ${where})`;
    }),
  ];
  for (const line of missing) console.log(line);
  console.log(
    missing.length === 0 ? 'Every key the code names exists.' : `${missing.length} keys missing.`,
  );
  process.exit(missing.length === 0 ? 0 : 1);
}
