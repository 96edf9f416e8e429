import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minInlineSize: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.down.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray6}`,
  backgroundColor: vars.color.panel,
  overflow: 'hidden',
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&[data-dragging="true"]': {
      zIndex: 1,
      boxShadow: vars.shadow[5],
      borderColor: vars.color.accent9,
    },
    '&[data-dragging="true"][data-drag-mode="pointer"]': { transition: 'box-shadow 150ms ease' },
    '&[data-status="error"]': { borderColor: vars.color.red6 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.gray2,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: '40px',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.gray5}`,
});

export const spacer = style({ flex: '1 1 auto' });

export const handle = style({
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
