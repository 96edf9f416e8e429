import type { Locales } from './locale-duplicates.mjs';

export type KeyIndex = {
  namespaces: string[];
  topLevel: Set<string>;
  leaves: Set<string>;
  groups: Set<string>;
};

export declare function namespacesOf(source: string, all: string[], fallback?: string): string[];
export declare function keysIn(source: string): { key: string; prefix: boolean }[];
export declare function keyIndex(texts: Map<string, unknown>): KeyIndex;
export declare function resolve(
  index: KeyIndex,
  key: string,
  namespaces: string[],
  prefix: boolean,
): { isKey: boolean; exists: boolean };
export declare function missingNestedKeys(
  texts: Map<string, unknown>,
): { key: string; in: string }[];
export declare function sourceFiles(folder: string): string[];
export declare function missingKeys(
  sourceFolder: string,
  locales: Locales,
): { key: string; file: string }[];
