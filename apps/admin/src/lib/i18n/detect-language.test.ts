import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, keepLanguage } from './detect-language';

const KEY = 'test.lang';

function browser({
  url = '/admin/home',
  languages = ['en-US'],
}: {
  url?: string;
  languages?: string[];
}) {
  window.history.replaceState(null, '', url);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('detectLanguage', () => {
  it('takes ?lang= first, then the kept choice, then the browser, then English', () => {
    browser({ url: '/admin/home?lang=az', languages: ['en-US'] });
    keepLanguage('en', KEY);
    expect(detectLanguage(KEY)).toBe('az');

    browser({ languages: ['en-US'] });
    keepLanguage('az', KEY);
    expect(detectLanguage(KEY)).toBe('az');

    document.cookie = 'lang=; path=/; max-age=0';
    expect(detectLanguage(KEY)).toBe('az'); // local storage alone still keeps it

    localStorage.clear();
    browser({ languages: ['fr-FR', 'az-AZ'] });
    expect(detectLanguage(KEY)).toBe('az');

    browser({ languages: ['fr-FR'] });
    expect(detectLanguage(KEY)).toBe('en');
  });

  it('ignores a language we do not have, wherever it comes from', () => {
    browser({ url: '/admin/home?lang=xx', languages: ['en-GB'] });
    document.cookie = 'lang=de; path=/';
    expect(detectLanguage(KEY)).toBe('en');
  });
});

describe('keepLanguage', () => {
  it('keeps the language in a cookie and in local storage', () => {
    keepLanguage('az', KEY);
    expect(document.cookie).toContain('lang=az');
    expect(localStorage.getItem(KEY)).toBe('az');
  });
});
