import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/* The carriers' list and marks: credentials/credentials.css. */

/** A zone's rates in the list: one per line. */
export const rateLines = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

/** One rate of the zone form, framed so its fields read as one. */
export const rateCard = style({
  border: `1px solid ${vars.color.gray6}`,
  borderRadius: vars.radius[3],
  padding: vars.space[4],
});

/** A weight is a few characters: the field need not span the column. */
export const weight = style({ maxInlineSize: '14rem' });

/** A chosen country and what of it the zone covers, one per line. */
export const countryRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.gray5}` } },
});
