import { style } from '@vanilla-extract/css';

/** One line, cut with an ellipsis; the whole text stays in the page for screen readers. */
export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A description in the list: a readable width, never pushing the other columns away. */
export const description = style([truncate, { maxInlineSize: '48ch' }]);

/** The text beside a pick's Remove button may shrink (and cut) instead of pushing it out. */
export const pickedText = style({ minInlineSize: 0 });
