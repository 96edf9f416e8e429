import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.gray5}` } },
});

/** The whole row is the link: its title names it, the value under it says what it holds. */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius[2],
  selectors: {
    '&:hover': { backgroundColor: vars.color.gray3 },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent9}`, outlineOffset: '-2px' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minInlineSize: 0,
});

export const title = style({ color: vars.color.gray12 });

export const value = style({ overflowWrap: 'anywhere' });

export const chevron = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  color: vars.color.gray11,
});
