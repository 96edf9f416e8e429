import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UiMessages } from './messages';

/**
 * What the providers above say, and only that: each component overlays it on the English defaults of
 * its own part (`useUiMessages`), so a page carries the sentences of the parts it shows, not all of
 * them (the upload and tour sentences are not in an app's first load).
 */
const UiMessagesContext = createContext<Partial<UiMessages>>({});

/** The BCP 47 locale dates, amounts and counts are written in; none: the kit's English (en-US). */
const FormatLocaleContext = createContext<string | undefined>(undefined);

export interface UiMessagesProviderProps {
  messages?: Partial<UiMessages>;
  /**
   * The locale the kit writes dates, amounts and counts in (`Money`, `DateTime`): the app's language,
   * as the app decides it. An inner provider without one keeps the outer one's.
   */
  locale?: string;
  children: ReactNode;
}

/**
 * Provides translated kit messages. Providers nest: an inner one overrides only the keys it passes,
 * and a key nobody passes keeps its English default, so a missing translation never shows `undefined`.
 */
export function UiMessagesProvider({ messages, locale, children }: UiMessagesProviderProps) {
  const parent = useContext(UiMessagesContext);
  const parentLocale = useContext(FormatLocaleContext);
  const value = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <FormatLocaleContext.Provider value={locale ?? parentLocale}>
      <UiMessagesContext.Provider value={value}>{children}</UiMessagesContext.Provider>
    </FormatLocaleContext.Provider>
  );
}

/** The locale the providers above give for dates, amounts and counts (undefined: en-US). */
export function useFormatLocale(): string | undefined {
  return useContext(FormatLocaleContext);
}

/**
 * The messages of a part of the kit in effect here: `defaults` (the part's English, e.g.
 * `defaultCoreMessages`; a module constant) with what the providers above translate. Outside any
 * provider, the English defaults.
 */
export function useUiMessages<M extends object>(defaults: M): M {
  const provided = useContext(UiMessagesContext);
  return useMemo(() => mergeMessages(defaults, provided as Partial<M>), [defaults, provided]);
}

/** Overlays the defined keys of `overrides` on `base` (an explicit `undefined` does not erase a default). */
export function mergeMessages<M extends object>(base: M, overrides?: Partial<M>): M {
  if (!overrides) return base;
  const merged: M = { ...base };
  for (const key of Object.keys(overrides) as (keyof M)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as M[keyof M];
  }
  return merged;
}
