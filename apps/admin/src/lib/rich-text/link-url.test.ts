import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url';

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
