import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@shop/admin-api';

/** http:, https: or mailto: at the start; nothing else (no javascript:, data:, relative or //host). */
const ALLOWED_URI = new RegExp(`^(?:${RICH_TEXT_URL_SCHEMES.join('|')}):`, 'i');

let purifier: Purifier | null = null;

/**
 * Our own DOMPurify instance: its hook (links open safely) must not leak into any other use of
 * DOMPurify on the page. Made on first use, when a DOM exists.
 */
function instance(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
    node.setAttribute('target', RICH_TEXT_LINK_TARGET);
  });
  purifier = own;
  return own;
}

/**
 * Stored HTML reduced to the contract's rich-text markup before it is rendered or edited (DESIGN:
 * rich text is sanitised before it is rendered). The server cleans it before storing too; this does
 * not trust that, so HTML from an older record, another client or an AI answer is safe here as well.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // The text of a dropped wrapper (div, span) stays; script, style and the like go with their content.
    KEEP_CONTENT: true,
  });
}

/** Whether rich text says anything once its markup is gone (an empty editor still holds `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  if (!html) return true;
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return (template.content.textContent ?? '').trim() === '';
}
