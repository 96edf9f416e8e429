import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

/** A label and its value on one line (totals, delivery): label at the start, value at the end. */
export const pair = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[4],
});

export const totalPair = style([
  pair,
  { borderBlockStart: `1px solid ${vars.color.gray6}`, paddingBlockStart: vars.space[2] },
]);

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const description = style({ margin: 0 });

/** A list without bullets, its entries spaced apart (fulfilments, the timeline). */
export const stack = style([
  plainList,
  { display: 'flex', flexDirection: 'column', gap: vars.space[3] },
]);

/** A timeline entry: a dot at the start edge. */
export const timelineEntry = style({
  position: 'relative',
  paddingInlineStart: vars.space[5],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space[1],
      insetBlockStart: '0.45em',
      inlineSize: '8px',
      blockSize: '8px',
      borderRadius: '50%',
      backgroundColor: vars.color.gray9,
    },
  },
});

export const address = style({ fontStyle: 'normal' });

export const quantityInput = style({ inlineSize: '96px' });

/** The fulfil dialog's list of lines: a group without the browser's frame. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

/** A form field across both columns of a two-column grid. */
export const wide = style({ gridColumn: '1 / -1' });

/**
 * The lines on a phone: price, quantity and fulfilled columns give way to one line under the
 * product ("2 × $12.00 · 1 of 2"), so the product and its total fit at 390 px.
 */
export const wideOnly = style({ '@media': { [media.down.sm]: { display: 'none' } } });

export const narrowOnly = style({
  display: 'none',
  '@media': { [media.down.sm]: { display: 'block' } },
});
