import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shop/admin-api';
import { i18n } from './i18n';
import { useShopLanguage } from './use-shop-language';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: { en: {}, az: {} } });
});
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

const follow = (language: Language | undefined) =>
  renderHook(({ value }) => useShopLanguage(value), { initialProps: { value: language } });

describe('useShopLanguage', () => {
  it('switches the admin to the shop language once the shop is known, and when it changes', async () => {
    const hook = follow(undefined);
    expect(i18n.language).toBe('en');
    hook.rerender({ value: 'az' });
    await waitFor(() => expect(i18n.language).toBe('az'));
    hook.rerender({ value: 'en' });
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('leaves a language chosen meanwhile alone until the setting changes', async () => {
    const hook = follow('en');
    await i18n.changeLanguage('az'); // the profile menu's switch
    hook.rerender({ value: 'en' });
    expect(i18n.language).toBe('az');
  });

  it('lets an explicit ?lang= win on the load it came with', async () => {
    window.history.replaceState(null, '', '/?lang=en');
    const hook = follow('az');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    // A later change of the setting still applies.
    hook.rerender({ value: 'en' });
    hook.rerender({ value: 'az' });
    await waitFor(() => expect(i18n.language).toBe('az'));
  });
});
