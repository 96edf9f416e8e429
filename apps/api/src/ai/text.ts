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

/** "a", "a and b", "a, b and c" (or "or" instead of "and"). */
export function joinList(items: readonly string[], word: 'and' | 'or' = 'and'): string {
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

/** A price in the shop currency, e.g. $24.99 for 2499 minor units of USD. */
export function formatPrice(price: {
  minor: number;
  currency: { symbol: string; fractionDigits: number };
}): string {
  const { symbol, fractionDigits } = price.currency;
  return `${symbol}${(price.minor / 10 ** fractionDigits).toFixed(fractionDigits)}`;
}
