/**
 * The markup a stored description (product, collection) may hold. The server keeps only this before
 * it stores rich text; the admin app keeps only this again before it renders or edits stored HTML.
 * One list, so the two never drift apart.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;

/** Links are the only elements with attributes. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'rel', 'target'] as const;

/** Link schemes that may appear (never `javascript:` or `data:`). */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Every link opens in a new tab without handing it window.opener or the referrer, and without passing
 * the shop's reputation to the target.
 */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
export const RICH_TEXT_LINK_TARGET = '_blank';
