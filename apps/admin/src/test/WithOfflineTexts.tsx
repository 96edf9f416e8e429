import type { ReactNode } from 'react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ShopThemeProvider } from '@shop/ui';
import enOffline from '../../public/locales/en/offline.json';

/** The offline texts in English, for the unit tests of the shell's offline parts (in beforeAll). */
export function initOfflineTexts(): Promise<unknown> {
  return i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['offline'],
    resources: { en: { offline: enOffline } },
    interpolation: { escapeValue: false },
  });
}

/** What an offline part renders inside: its texts and the kit's theme. */
export function WithOfflineTexts({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ShopThemeProvider>{children}</ShopThemeProvider>
    </I18nextProvider>
  );
}
