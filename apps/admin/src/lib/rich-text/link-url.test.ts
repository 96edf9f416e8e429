import { describe, expect, it } from 'vitest';
import { findLinks, findWordLink, normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps http(s) and mailto addresses as typed (trimmed)', () => {
    expect(normalizeLinkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(normalizeLinkUrl('mailto:ann@example.com')).toBe('mailto:ann@example.com');
  });

  it('completes a bare host or an e-mail address', () => {
    expect(normalizeLinkUrl('example.com/shoes')).toBe('https://example.com/shoes');
    expect(normalizeLinkUrl('ann@example.com')).toBe('mailto:ann@example.com');
  });

  it('refuses other schemes, relative paths and text that is no address', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(normalizeLinkUrl('//evil.example')).toBeNull();
    expect(normalizeLinkUrl('/products')).toBeNull();
    expect(normalizeLinkUrl('hello world')).toBeNull();
    expect(normalizeLinkUrl('https:')).toBeNull();
    expect(normalizeLinkUrl('   ')).toBeNull();
  });
});

describe('findWordLink', () => {
  const href = (word: string) => findWordLink(word)?.href ?? null;

  it('finds web addresses, host names with a known domain and e-mail addresses', () => {
    expect(href('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(href('example.com')).toBe('https://example.com');
    expect(href('shop.az/sale')).toBe('https://shop.az/sale');
    expect(href('www.example.photography')).toBe('https://www.example.photography');
    expect(href('ann@example.com')).toBe('mailto:ann@example.com');
    expect(href('mailto:ann@example.com')).toBe('mailto:ann@example.com');
  });

  it('links the address inside parentheses or brackets, not them', () => {
    expect(findWordLink('(example.com)')).toEqual({
      start: 1,
      end: 12,
      href: 'https://example.com',
    });
    expect(findWordLink('[example.com]')).toEqual({
      start: 1,
      end: 12,
      href: 'https://example.com',
    });
  });

  it('leaves words that are no address, or end a sentence, as text', () => {
    for (const word of [
      'example.com.',
      'example.com,',
      'file.txt',
      'Mr.Smith',
      '3.5',
      '10.0.0.1',
      'localhost',
      'javascript:alert(1)',
      'ftp://example.com',
      'e.g.',
      'wool',
    ]) {
      expect(findWordLink(word), word).toBeNull();
    }
  });
});

describe('findLinks', () => {
  it('finds every address of a text, where it is', () => {
    expect(findLinks('Visit https://x.com/a or shop.az, or write to ann@example.com')).toEqual([
      { start: 6, end: 21, href: 'https://x.com/a' },
      { start: 46, end: 61, href: 'mailto:ann@example.com' },
    ]);
  });
});
