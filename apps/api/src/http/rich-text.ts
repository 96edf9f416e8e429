import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@shop/admin-api';
import sanitizeHtml from 'sanitize-html';

/**
 * The only markup a stored description may hold (the contract's RICH_TEXT_TAGS). Everything else is
 * dropped before it is stored:
 * script and style with their content, event handlers (`on*`), inline styles, classes, images and
 * frames, and any link that is not http(s) or mailto (so `javascript:` never reaches a renderer).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // A dropped tag keeps its text (a <span> or <div> is unwrapped), except script, style and the like.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Whatever the editor sent, a link opens in a new tab without handing it window.opener or the
    // referrer, and without passing the shop's reputation to the target (nofollow).
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: RICH_TEXT_LINK_REL,
        target: RICH_TEXT_LINK_TARGET,
      },
    }),
  },
};

/** Rich text from a client (or an AI service), reduced to the markup the admin and the store render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const TEXT_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of rich text without its markup (block ends become spaces), e.g. for AI facts. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
