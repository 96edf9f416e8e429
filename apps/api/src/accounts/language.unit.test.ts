import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pagePath } from './language';

describe('Accept-Language', () => {
  it('lists the languages most wanted first, in header order when equally wanted', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.5, az')).toEqual(['az', 'en']);
    expect(acceptedLanguages('az;q=0.8, en;q=0.8')).toEqual(['az', 'en']);
  });

  it('drops what is refused (q=0), malformed weights and empty parts', () => {
    expect(acceptedLanguages('az;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('az;q=abc, , en;Q=0.1')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('page paths', () => {
  it('carry lang only when it was chosen in the address, and leave empty values out', () => {
    expect(pagePath('/', { language: 'az', explicit: true }, { from: '/orders?q=a&b' })).toBe(
      '/?from=%2Forders%3Fq%3Da%26b&lang=az',
    );
    expect(pagePath('/', { language: 'az', explicit: false }, { from: '' })).toBe('/');
    expect(pagePath('/sign-in', { language: 'en', explicit: true })).toBe('/sign-in?lang=en');
  });
});
