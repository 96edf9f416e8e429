import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** A top list: one row per item, no bullets (the order is the ranking, read by the <ol>). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.gray4}` },
  },
});

/** The name takes the room left and is cut with an ellipsis rather than pushing the figure out. */
export const name = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const figure = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
