import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minInlineSize: 0,
  transition: 'transform 150ms ease, padding-inline-start 150ms ease',
  selectors: {
    '&[data-dragging="true"]': { position: 'relative', zIndex: 1 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const card = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minInlineSize: 0,
  padding: vars.space[2],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.gray6}`,
  background: vars.color.surface,
  transition: 'box-shadow 150ms ease',
  selectors: {
    '[data-dragging="true"] > &': {
      boxShadow: vars.shadow[4],
      borderColor: vars.color.accent9,
    },
  },
});

export const content = style({ flex: 1, minInlineSize: 0 });

export const handle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius[2],
  background: 'transparent',
  color: vars.color.gray11,
  cursor: 'grab',
  // The handle takes touch and pen drags itself instead of scrolling the page.
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.grayA3, color: vars.color.gray12 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.gray9,
      backgroundColor: 'transparent',
    },
    '[data-dragging="true"] &': { cursor: 'grabbing' },
  },
});
