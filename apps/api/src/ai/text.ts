/** Text helpers shared by the AI providers: the limits of search engines and plain-English lists. */

/** Cut `text` to `max` characters at a word boundary, marking the cut with an ellipsis. */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "a", "a and b", "a, b and c" (or "or", or the word of another language, "və"). */
export function joinList(items: readonly string[], word = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

/** The merchant's note as a sentence: capitalised, ending in a full stop unless it has its own. */
export function asSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const first = clean.charAt(0).toUpperCase() + clean.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** Intl's locale of each language the admin speaks (as the admin writes amounts, lib/i18n/intl-locale.ts). */
const INTL_LOCALE: Record<string, string> = { en: 'en-US', az: 'az' };

/**
 * A price in the shop currency as the language writes it: $24.99 for 2499 minor units of USD in
 * English, "24,99 US$" in Azerbaijani. A code Intl does not know keeps the shop's own symbol.
 */
export function formatPrice(
  price: {
    minor: number;
    currency: { code?: string; symbol: string; fractionDigits: number };
  },
  language = 'en',
): string {
  const { code, symbol, fractionDigits } = price.currency;
  const amount = price.minor / 10 ** fractionDigits;
  const locale = INTL_LOCALE[language] ?? 'en-US';
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  try {
    if (!code) throw new RangeError('no currency code');
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits }).format(
      amount,
    );
  } catch {
    const number = new Intl.NumberFormat(locale, digits).format(amount);
    return language === 'en' ? `${symbol}${number}` : `${number} ${symbol}`;
  }
}
