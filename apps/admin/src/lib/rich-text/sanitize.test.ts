// @vitest-environment jsdom
// DOMPurify needs a standards-exact DOM: happy-dom drops the first element of what it sanitises.
import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the contract markup', () => {
    const html =
      '<h2>Care</h2><p><strong>Wash</strong> <em>cold</em><br>then dry.</p><ul><li>Wool</li></ul><ol><li>One</li></ol><blockquote>Soft</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, styles, event handlers, images and other tags, keeping their text', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<script>alert(1)</script><p>Safe</p>')).toBe('<p>Safe</p>');
    expect(sanitizeHtml('<div><span>Text</span></div><img src=x onerror=alert(1)>')).toBe('Text');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><iframe src="x"></iframe>')).toBe('');
  });

  it('keeps http(s) and mailto links, opening safely; drops javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self">Shop</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">Shop</a>',
    );
    expect(sanitizeHtml('<a href="mailto:ann@example.com">Mail</a>')).toContain(
      'href="mailto:ann@example.com"',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).not.toContain('data:');
  });

  it('is empty for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isBlankHtml', () => {
  it('is true for markup without text', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> <br></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
