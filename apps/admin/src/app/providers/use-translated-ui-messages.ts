import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { defaultUiMessages, type UiMessages } from '@shop/ui';

type TextKey = {
  [K in keyof UiMessages]: UiMessages[K] extends string ? K : never;
}[keyof UiMessages];
type FormatKey = Exclude<keyof UiMessages, TextKey>;

/** Every sentence the kit can show; each lives under `ui.<key>` in the general namespace. */
export const UI_TEXT_KEYS = (Object.keys(defaultUiMessages) as (keyof UiMessages)[]).filter(
  (key): key is TextKey => typeof defaultUiMessages[key] === 'string',
);

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

/** The kit's own labels (buttons, landmarks, table states) in the app's language. */
export function useTranslatedUiMessages(): UiMessages {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const messages = { ...defaultUiMessages };
    // A key the locale files lack yet falls back to the kit's English, never to the raw key.
    for (const key of UI_TEXT_KEYS) {
      messages[key] = t(`ui.${key}`, { defaultValue: defaultUiMessages[key] });
    }
    for (const key of Object.keys(UI_FORMATTERS) as FormatKey[]) {
      const format = UI_FORMATTERS[key] as (t: TFunction) => never;
      messages[key] = format(t);
    }
    return messages;
    // `t` keeps its identity across a language change; the language is what the texts depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}
