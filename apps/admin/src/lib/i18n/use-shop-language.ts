import { useEffect, useRef } from 'react';
import type { Language } from '@shop/admin-api';
import { i18n } from './i18n';

/**
 * §9 "Application language follows the shop's language setting": the admin switches to the shop's
 * language when the shop is first known on this page, and again whenever the setting changes (a
 * save of settings › general › language, this user's or, on the next load, someone else's). In
 * between, the profile menu's language switch holds for the visit. An explicit `?lang=` in the
 * address the page was opened with (§9: the first source of detection) wins on that load.
 */
export function useShopLanguage(language: Language | undefined): void {
  const followed = useRef<Language | null>(null);
  useEffect(() => {
    if (!language || followed.current === language) return;
    const firstKnown = followed.current === null;
    followed.current = language;
    if (firstKnown && new URLSearchParams(window.location.search).has('lang')) return;
    if ((i18n.resolvedLanguage ?? i18n.language) !== language) void i18n.changeLanguage(language);
  }, [language]);
}
