import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const figure = style({ margin: 0, minInlineSize: 0 });

export const caption = style({ marginBlockEnd: vars.space[2] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
  marginBlockEnd: vars.space[2],
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: 10,
  blockSize: 10,
  borderRadius: 2,
});

/** The series' fills: the accent first, then a neutral that reads in light and dark. */
export const fill = styleVariants({
  0: { background: vars.color.accent9, fill: vars.color.accent9 },
  1: { background: vars.color.gray9, fill: vars.color.gray9 },
});

export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[2],
  alignItems: 'stretch',
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const svg = style({
  display: 'block',
  inlineSize: '100%',
  borderBlockEnd: `1px solid ${vars.color.gray6}`,
  borderInlineStart: `1px solid ${vars.color.gray6}`,
});

/** The plot's column: the bars, and what an empty range says over them. */
export const area = style({ position: 'relative', minInlineSize: 0 });

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  textAlign: 'center',
});

export const bar = style({
  ':hover': { opacity: 0.8 },
});

export const ticks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gridColumn: 2,
  marginBlockStart: vars.space[1],
});
