import { describe, expect, it } from 'vitest';
import { languageDirection } from './direction';

describe('languageDirection', () => {
  it('is ltr for en and az', () => {
    expect(languageDirection('en')).toBe('ltr');
    expect(languageDirection('az')).toBe('ltr');
    expect(languageDirection('az-Latn-AZ')).toBe('ltr');
  });

  it('is rtl for right-to-left scripts and when no language is known', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('he-IL')).toBe('rtl');
    expect(languageDirection('fa_IR')).toBe('rtl');
    expect(languageDirection(undefined)).toBe('rtl');
  });
});
