import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The lists of services a shop connects to (payment providers, carriers) and their marks. */

const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: vars.radius[3],
  color: '#ffffff',
  fontWeight: 700,
  letterSpacing: '-0.02em',
  userSelect: 'none',
});

/** A service's monogram on its colour (the colour comes inline: it is data of the catalogue). */
export const mark = styleVariants({
  small: [tile, { inlineSize: 36, blockSize: 36, fontSize: 15 }],
  large: [tile, { inlineSize: 56, blockSize: 56, fontSize: 22 }],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A row of a list of services: mark, name and where, then its state and actions. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.gray5}` } },
});

/** Name and where it works: takes the room left, wraps under the mark on a narrow screen. */
export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 220px',
  minInlineSize: 0,
});

export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginInlineStart: 'auto',
});
