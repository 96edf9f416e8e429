import { RICH_TEXT_URL_SCHEMES } from '@shop/admin-api';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
const HOST = /^[^\s/?#]+\.[^\s/?#]+/;

/**
 * What the merchant typed in the link box, as an address a description may hold, or null when it
 * cannot be one. `example.com/x` becomes `https://example.com/x`, `ann@example.com` a mailto: link;
 * any scheme but http(s) and mailto (javascript:, data:) is refused, as the sanitiser would drop it.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme) {
    if (!(RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme)) return null;
    return text.length > scheme.length + 1 ? text : null;
  }
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (text.startsWith('//') || !HOST.test(text)) return null;
  return `https://${text}`;
}
