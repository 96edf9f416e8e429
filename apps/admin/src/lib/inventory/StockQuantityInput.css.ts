import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[1],
});

export const input = style({ inlineSize: '8rem' });

// Numbers line up at the end of their column, as in the table's other number cells.
globalStyle(`${input} input`, { textAlign: 'end' });

export const message = style({
  maxInlineSize: '18rem',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
