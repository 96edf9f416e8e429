import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.layout.headerHeight,
  paddingInline: vars.space[4],
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.grayA4}`,
});

export const hamburger = style({
  '@media': {
    [media.up.md]: { display: 'none' },
  },
});

export const start = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  flexShrink: 0,
});
