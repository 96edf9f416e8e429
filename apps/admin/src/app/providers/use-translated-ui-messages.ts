import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { UiMessages } from '@shop/ui';

type TextKey = {
  [K in keyof UiMessages]: UiMessages[K] extends string ? K : never;
}[keyof UiMessages];
type FormatKey = Exclude<keyof UiMessages, TextKey>;

/** The kit's messages with parameters (counts, positions), each built on its own translation key. */
export const UI_FORMATTERS: { [K in FormatKey]?: (t: TFunction) => UiMessages[K] } = {
  tableCount: (t) => (count: number) => t('ui.tableCount', { count }),
  tableCountCapped: (t) => (count: number) => t('ui.tableCountCapped', { count }),
  tableRange: (t) => (from: number, to: number, count: number | undefined, capped: boolean) =>
    count === undefined
      ? t('ui.tableRangeOpen', { from, to })
      : t(capped ? 'ui.tableRangeCapped' : 'ui.tableRange', { from, to, count }),
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

/** Keys a formatter picks among (`tableRange` without a count): not messages of their own. */
const FORMATTER_PARTS = new Set(['tableRangeCapped', 'tableRangeOpen']);

/** A plural form (`tableCount_one`): part of a formatter's translation, not a message of its own. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** A text that points at another key (`$t(general:actions.back)`): i18next resolves it. */
const NESTED = '$t(';

/**
 * The kit's sentences in the app's language: every `ui.<key>` of the general namespace, and the
 * formatters. Only what the locale has: a key it lacks keeps the kit's English, which each kit
 * component holds for its own part, so the app does not list (and ship) every English sentence.
 *
 * The texts are read as the locale file has them, and only those that point at another key go
 * through `t`: translating the whole `ui` object with `t` took a tenth of the first render's main
 * thread time on a throttled phone (a hundred keys through i18next's whole pipeline).
 */
export function translateUiMessages(i18n: I18n): Partial<UiMessages> {
  const messages: Record<string, unknown> = {};
  const language = i18n.resolvedLanguage;
  const texts: unknown = language ? i18n.getResource(language, 'general', 'ui') : undefined;
  if (texts && typeof texts === 'object') {
    for (const [key, value] of Object.entries(texts)) {
      if (typeof value !== 'string' || PLURAL_FORM.test(key) || key in UI_FORMATTERS) continue;
      if (FORMATTER_PARTS.has(key)) continue;
      messages[key] = value.includes(NESTED) ? i18n.t(`general:ui.${key}`) : value;
    }
  }
  for (const key of Object.keys(UI_FORMATTERS) as FormatKey[]) {
    const format = UI_FORMATTERS[key] as (t: TFunction) => never;
    messages[key] = format(i18n.t);
  }
  return messages as Partial<UiMessages>;
}

/** The kit's own labels (buttons, landmarks, table states) in the app's language. */
export function useTranslatedUiMessages(): Partial<UiMessages> {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  // What the texts depend on: the language, and `t`, which react-i18next renews when a namespace
  // has loaded (the instance keeps its identity throughout).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translateUiMessages(i18n), [t, language]);
}
