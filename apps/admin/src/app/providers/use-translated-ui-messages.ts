import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UiMessages } from '@shop/ui';

type TextKey = {
  [K in keyof UiMessages]: UiMessages[K] extends string ? K : never;
}[keyof UiMessages];
type FormatKey = Exclude<keyof UiMessages, TextKey>;

/** The kit's messages with parameters (counts, positions), each built on its own translation key. */
export const UI_FORMATTERS: { [K in FormatKey]?: (t: TFunction) => UiMessages[K] } = {
  tableCount: (t) => (count: number) => t('ui.tableCount', { count }),
  tableCountCapped: (t) => (count: number) => t('ui.tableCountCapped', { count }),
  tableSelectedCount: (t) => (count: number) => t('ui.tableSelectedCount', { count }),
  uploadHint: (t) => (maxMegabytes: number) => t('ui.uploadHint', { maxMegabytes }),
  uploadTooManyFiles: (t) => (max: number) => t('ui.uploadTooManyFiles', { count: max }),
  galleryImageAlt: (t) => (position: number, total: number) =>
    t('ui.galleryImageAlt', { position, total }),
  galleryPickedUp: (t) => (position: number, total: number) =>
    t('ui.galleryPickedUp', { position, total }),
  galleryMovedTo: (t) => (position: number, total: number) =>
    t('ui.galleryMovedTo', { position, total }),
  galleryDropped: (t) => (position: number, total: number) =>
    t('ui.galleryDropped', { position, total }),
  galleryCancelled: (t) => (position: number, total: number) =>
    t('ui.galleryCancelled', { position, total }),
  tourProgress: (t) => (step: number, steps: number) => t('ui.tourProgress', { step, steps }),
};

/** A plural form (`tableCount_one`): part of a formatter's translation, not a message of its own. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/**
 * The kit's sentences in the app's language: every `ui.<key>` of the general namespace, and the
 * formatters. Only what the locale has: a key it lacks keeps the kit's English, which each kit
 * component holds for its own part, so the app does not list (and ship) every English sentence.
 */
export function translateUiMessages(t: TFunction): Partial<UiMessages> {
  const messages: Record<string, unknown> = {};
  // The ui object with each value translated (nesting and all); the key itself before a load.
  const texts: unknown = t('ui', { returnObjects: true });
  if (texts && typeof texts === 'object') {
    for (const [key, value] of Object.entries(texts)) {
      if (typeof value === 'string' && !PLURAL_FORM.test(key) && !(key in UI_FORMATTERS))
        messages[key] = value;
    }
  }
  for (const key of Object.keys(UI_FORMATTERS) as FormatKey[]) {
    const format = UI_FORMATTERS[key] as (t: TFunction) => never;
    messages[key] = format(t);
  }
  return messages as Partial<UiMessages>;
}

/** The kit's own labels (buttons, landmarks, table states) in the app's language. */
export function useTranslatedUiMessages(): Partial<UiMessages> {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  // `t` keeps its identity across a language change; the language is what the texts depend on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translateUiMessages(t), [t, language]);
}
