import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultUiMessages, type UiMessages } from '@shop/ui';

type TextKey = {
  [K in keyof UiMessages]: UiMessages[K] extends string ? K : never;
}[keyof UiMessages];

/** Every sentence the kit can show; each lives under `ui.<key>` in the general namespace. */
export const UI_TEXT_KEYS = (Object.keys(defaultUiMessages) as (keyof UiMessages)[]).filter(
  (key): key is TextKey => typeof defaultUiMessages[key] === 'string',
);

/** The kit's own labels (buttons, landmarks, table states) in the app's language. */
export function useTranslatedUiMessages(): UiMessages {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const messages = { ...defaultUiMessages };
    for (const key of UI_TEXT_KEYS) messages[key] = t(`ui.${key}`);
    messages.tableCount = (count: number) => t('ui.tableCount', { count });
    return messages;
    // `t` keeps its identity across a language change; the language is what the texts depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}
