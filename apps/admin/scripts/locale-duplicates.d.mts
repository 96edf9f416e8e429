/** Every language's texts, as language → `namespace:key` → text. */
export type Locales = Map<string, Map<string, unknown>>;
export type Duplicate = { text: string; keys: string[]; translations: Map<string, unknown[]> };
export type Copy = { key: string; text: unknown; shared: string[] };

export declare const SHARED_GROUPS: string[];
export declare const SHARED_NAMESPACE: string;
export declare const SOURCE_LANGUAGE: string;
export declare function pluralBase(key: string): string;
export declare function flatten(
  value: unknown,
  prefix?: string,
  into?: Map<string, unknown>,
): Map<string, unknown>;
export declare function loadLocales(folder: string): Locales;
export declare function isShared(key: string): boolean;
export declare function isNavigation(key: string): boolean;
export declare function findDuplicates(locales: Locales): Duplicate[];
export declare function findCopiesOfShared(locales: Locales): Copy[];
export declare function formatCopy(copy: Copy): string;
export declare function formatDuplicates(duplicates: Duplicate[]): string;
