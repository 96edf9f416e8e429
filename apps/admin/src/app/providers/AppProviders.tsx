import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ShopThemeProvider, Toaster, UiMessagesProvider } from '@shop/ui';
import { i18n, languageDirection } from '../../lib/i18n';
import { useIntlLocale } from '../../lib/i18n/intl-locale';
import { queryClient } from '../../lib/query-client/query-client';
import { useResolvedAppearance } from '../shell/appearance';
import { useTranslatedUiMessages } from './use-translated-ui-messages';

function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const messages = useTranslatedUiMessages();
  // Light, dark or the device's, as chosen in the profile menu (follows the device by default).
  const appearance = useResolvedAppearance();
  const locale = useIntlLocale();
  return (
    <ShopThemeProvider appearance={appearance} dir={languageDirection(instance.resolvedLanguage)}>
      <UiMessagesProvider messages={messages} locale={locale}>
        {children}
        <Toaster />
      </UiMessagesProvider>
    </ShopThemeProvider>
  );
}

/** Everything that is not the router: translations, the query cache, the kit's theme and messages. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedTheme>{children}</LocalizedTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
