import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

const viewportBase = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  // The empty viewport must not swallow clicks on the page below it.
  pointerEvents: 'none',
});

/**
 * Where the stack sits. `top`: over the header's empty middle, so a toast covers neither the page's
 * content nor a form's save bar at the bottom of the screen (issue 28). `bottom-end`: the corner, for
 * an app without a header.
 */
export const viewport = styleVariants({
  top: [
    viewportBase,
    {
      insetBlockStart: vars.space[2],
      insetInline: vars.space[4],
      alignItems: 'center',
      '@media': {
        [media.up.sm]: {
          insetInline: 0,
          marginInline: 'auto',
          maxInlineSize: '24rem',
        },
      },
    },
  ],
  'bottom-end': [
    viewportBase,
    {
      insetBlockEnd: vars.space[4],
      insetInlineEnd: vars.space[4],
      insetInlineStart: vars.space[4],
      alignItems: 'flex-end',
      '@media': {
        [media.up.sm]: { insetInlineStart: 'auto', maxInlineSize: '24rem' },
      },
    },
  ],
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[2],
  inlineSize: '100%',
  // Empty, a region takes no room in the stack (no gap for it) yet stays in the accessibility tree:
  // `display: none` would take it out, and a region that reappears with its message in it is not
  // announced by every screen reader.
  selectors: {
    '&:empty': {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[3],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.panel,
  boxShadow: vars.shadow[4],
  borderInlineStart: '4px solid transparent',
  animation: `${enter} 160ms ease-out`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const toast = styleVariants({
  success: [toastBase, { borderInlineStartColor: vars.color.green11 }],
  error: [toastBase, { borderInlineStartColor: vars.color.red11 }],
  info: [toastBase, { borderInlineStartColor: vars.color.accent9 }],
});

const iconBase = style({ flexShrink: 0, marginBlockStart: '2px' });

export const icon = styleVariants({
  success: [iconBase, { color: vars.color.green11 }],
  error: [iconBase, { color: vars.color.red11 }],
  info: [iconBase, { color: vars.color.accent11 }],
});

export const message = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const action = style({
  flexShrink: 0,
  // Lines up with the first line of the message, like the icon and the dismiss button.
  marginBlockStart: '-2px',
});
