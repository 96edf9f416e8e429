import { DOMParser, DOMSerializer, Schema, type Node as ProseMirrorNode } from 'prosemirror-model';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@shop/admin-api';
import { normalizeLinkUrl } from './link-url';

/**
 * The editor's document model: only what the contract keeps (RICH_TEXT_TAGS) and the editor offers,
 * that is paragraphs, headings 2 and 3, bulleted and numbered lists, quotes, line breaks, and bold,
 * italic, underline and links. Anything else in pasted or loaded HTML is dropped, its text kept.
 *
 * The order of the marks is the order they nest in the HTML: a link around bold around italic.
 */
export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    // First of the block group: the block Enter makes and empty content is filled with.
    paragraph: {
      content: 'inline*',
      group: 'block',
      parseDOM: [{ tag: 'p' }],
      toDOM: () => ['p', 0],
    },
    text: { group: 'inline' },
    heading: {
      attrs: { level: { default: 2, validate: 'number' } },
      content: 'inline*',
      group: 'block',
      defining: true,
      parseDOM: [
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
      ],
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    blockquote: {
      content: 'block+',
      group: 'block',
      defining: true,
      parseDOM: [{ tag: 'blockquote' }],
      toDOM: () => ['blockquote', 0],
    },
    bulletList: {
      content: 'listItem+',
      group: 'block list',
      parseDOM: [{ tag: 'ul' }],
      toDOM: () => ['ul', 0],
    },
    orderedList: {
      content: 'listItem+',
      group: 'block list',
      parseDOM: [{ tag: 'ol' }],
      toDOM: () => ['ol', 0],
    },
    listItem: {
      content: 'paragraph block*',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    },
    hardBreak: {
      inline: true,
      group: 'inline',
      selectable: false,
      linebreakReplacement: true,
      leafText: () => '\n',
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
  },
  marks: {
    link: {
      attrs: { href: { validate: 'string' } },
      // Text typed at the end of a link joins it (a link set with nothing selected takes the word
      // typed next); a space ends it, and so does the right arrow at the end of a line (plugins.ts).
      inclusive: true,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = dom.getAttribute('href') ?? '';
            return normalizeLinkUrl(href) === null ? false : { href };
          },
        },
      ],
      // Every link opens safely, whatever the pasted or loaded markup said (as sanitizeHtml does).
      toDOM: (mark) => [
        'a',
        { target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL, href: mark.attrs.href as string },
        0,
      ],
    },
    bold: {
      parseDOM: [
        { tag: 'strong' },
        // Google Docs wraps whole pastes in <b style="font-weight: normal">.
        { tag: 'b', getAttrs: (node) => node.style.fontWeight !== 'normal' && null },
        { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'bold' },
        {
          style: 'font-weight',
          getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null,
        },
      ],
      toDOM: () => ['strong', 0],
    },
    italic: {
      parseDOM: [
        { tag: 'em' },
        { tag: 'i', getAttrs: (node) => node.style.fontStyle !== 'normal' && null },
        { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'italic' },
        { style: 'font-style=italic' },
      ],
      toDOM: () => ['em', 0],
    },
    underline: {
      parseDOM: [
        { tag: 'u' },
        {
          style: 'text-decoration',
          consuming: false,
          getAttrs: (style) => (style.includes('underline') ? {} : false),
        },
      ],
      toDOM: () => ['u', 0],
    },
  },
});

export const nodes = schema.nodes;
export const marks = schema.marks;

const parser = DOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

/** A document from HTML that sanitizeHtml has cleaned (an empty string gives one empty paragraph). */
export function parseHtml(html: string): ProseMirrorNode {
  const template = document.createElement('template');
  template.innerHTML = html;
  return parser.parse(template.content);
}

/** The document as HTML, the form's value. */
export function serializeHtml(doc: ProseMirrorNode): string {
  const container = document.createElement('div');
  container.append(serializer.serializeFragment(doc.content, { document }));
  return container.innerHTML;
}

/** Whether a node holds no text and no line break (an empty paragraph, list or heading). */
export function isNodeEmpty(node: ProseMirrorNode): boolean {
  if (node.isText) return !node.text;
  if (node.isLeaf) return false;
  let empty = true;
  node.content.forEach((child) => {
    if (empty && !isNodeEmpty(child)) empty = false;
  });
  return empty;
}

/** The editor's HTML as the form keeps it: an empty document is an empty description. */
export function documentHtml(doc: ProseMirrorNode): string {
  return isNodeEmpty(doc) ? '' : serializeHtml(doc);
}
