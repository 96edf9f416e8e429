import '@testing-library/jest-dom/vitest';
import { beforeAll, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { loadContractChecks } from '../lib/http/contract';
import { LOGGED_OUT, setSession } from '../lib/session/store';

// The app's answers are checked against the contract in the unit tests, as in development.
await loadContractChecks();

/**
 * Test files share their worker's modules and page (vitest.config.ts: not isolated, five times
 * faster). Each file starts from what a fresh page would give it: no fake clock, URL, storage,
 * cookies, session or texts of an earlier file, and English if an earlier file switched language.
 */
beforeAll(async () => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  setSession(LOGGED_OUT);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  // No texts of an earlier file: a file that wants some initialises i18n with its own.
  for (const [language, namespaces] of Object.entries(i18n.store?.data ?? {}))
    for (const namespace of Object.keys(namespaces)) i18n.removeResourceBundle(language, namespace);
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});
