import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultUiMessages, type UiMessages } from './messages';

const UiMessagesContext = createContext<UiMessages>(defaultUiMessages);

export interface UiMessagesProviderProps {
  messages?: Partial<UiMessages>;
  children: ReactNode;
}

/**
 * Provides translated kit messages. Providers nest: an inner one overrides only the keys it passes,
 * and a key nobody passes keeps its English default, so a missing translation never shows `undefined`.
 */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const parent = useContext(UiMessagesContext);
  const value = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return <UiMessagesContext.Provider value={value}>{children}</UiMessagesContext.Provider>;
}

/** The messages in effect here (English defaults outside any provider). */
export function useUiMessages(): UiMessages {
  return useContext(UiMessagesContext);
}

/** Overlays the defined keys of `overrides` on `base` (an explicit `undefined` does not erase a default). */
export function mergeMessages(base: UiMessages, overrides?: Partial<UiMessages>): UiMessages {
  if (!overrides) return base;
  const merged: UiMessages = { ...base };
  for (const key of Object.keys(overrides) as (keyof UiMessages)[]) {
    const value = overrides[key];
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  return merged;
}
