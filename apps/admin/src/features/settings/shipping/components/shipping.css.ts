import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: vars.radius[3],
  color: '#ffffff',
  fontWeight: 700,
  userSelect: 'none',
});

/** A carrier's monogram on its colour (the colour comes inline: it is data of the catalogue). */
export const mark = styleVariants({
  small: [tile, { inlineSize: 32, blockSize: 32, fontSize: 14 }],
  large: [tile, { inlineSize: 56, blockSize: 56, fontSize: 22 }],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A row of a list of carriers: mark, name and where, then its state and link. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.gray5}` } },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 220px',
  minInlineSize: 0,
});

export const rowEnd = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginInlineStart: 'auto',
});

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
