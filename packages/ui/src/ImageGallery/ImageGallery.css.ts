import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';
import {
  bareList,
  cardStrip,
  column,
  fittedImage,
  imageCard,
  imageFrame,
} from '../upload/upload.css';

// The card, frame, image and strip come from the upload styles, shared with SingleImageUploader; this
// file adds what is particular to the gallery: the grid, square frames and dragging.

export const root = style([column, { gap: vars.space[3] }]);

export const grid = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
    gap: vars.space[3],
    '@media': {
      [media.down.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' },
    },
  },
]);

export const tile = style([
  imageCard,
  {
    position: 'relative',
    minInlineSize: 0,
    transition: 'transform 150ms ease, box-shadow 150ms ease',
    selectors: {
      '&[data-dragging="true"]': {
        zIndex: 1,
        boxShadow: vars.shadow[5],
        borderColor: vars.color.accent9,
      },
      '&[data-dragging="true"][data-drag-mode="pointer"]': { transition: 'box-shadow 150ms ease' },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
    },
  },
]);

export const frame = style([imageFrame, { position: 'relative', aspectRatio: '1 / 1' }]);

export const image = style([fittedImage, { inlineSize: '100%', blockSize: '100%' }]);

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
});

export const toolbar = style([
  cardStrip,
  { gap: vars.space[1], borderBlockStart: `1px solid ${vars.color.gray5}` },
]);

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
