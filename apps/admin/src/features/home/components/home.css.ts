import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

/*
 * The dashboard's two grids, in CSS rather than Radix's Grid (whose code, props and responsive
 * helpers were a chunk of their own on the home page's first load), at Radix's breakpoints: xs is
 * 520 px, md 1024 px (the kit's lg).
 */
const RADIX_XS = 'screen and (min-width: 520px)';

/** The sales figures: one under the other on a phone, three in a row from 520 px. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [RADIX_XS]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The two top lists: one column, side by side from 1024 px. */
export const topLists = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [media.up.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

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
