import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** Rich text as the store shows it: paragraphs, headings, lists, quotes and links (SafeHtml and the editor). */
export const prose = style({
  fontSize: vars.font.size2,
  lineHeight: 1.6,
  color: vars.color.gray12,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, {
  marginBlock: vars.space[2],
});
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, {
  marginBlock: `${vars.space[3]} ${vars.space[2]}`,
  lineHeight: 1.3,
});
globalStyle(`${prose} h2`, { fontSize: vars.font.size3 });
globalStyle(`${prose} h3, ${prose} h4`, { fontSize: vars.font.size2 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space[5] });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${vars.color.gray6}`,
  color: vars.color.gray11,
});
globalStyle(`${prose} a`, { color: vars.color.accent11, textDecoration: 'underline' });

/** The field's frame: toolbar on top, the editable area under it, like the kit's text areas. */
export const frame = style({
  border: `1px solid ${vars.color.grayA6}`,
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
    '&[data-invalid]': { borderColor: vars.color.red6 },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.grayA4}`,
});

export const separator = style({
  inlineSize: '1px',
  alignSelf: 'stretch',
  marginInline: vars.space[1],
  backgroundColor: vars.color.grayA4,
});

/** The editable area (ProseMirror's root). */
export const content = style([
  prose,
  {
    minBlockSize: '160px',
    maxBlockSize: '480px',
    overflowY: 'auto',
    padding: `${vars.space[2]} ${vars.space[3]}`,
    outline: 'none',
    // ProseMirror's own rules (prosemirror-view's stylesheet, which is not loaded: no <style> element is
    // added at run time): whitespace is kept as typed.
    whiteSpace: 'pre-wrap',
    fontVariantLigatures: 'none',
    position: 'relative',
  },
]);

/** Read-only rendering while the editor's code loads: same box, same text. */
export const loading = style([content, { color: vars.color.gray11 }]);

globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
