import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space[4],
  insetInlineEnd: vars.space[4],
  insetInlineStart: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[2],
  // The empty viewport must not swallow clicks on the page below it.
  pointerEvents: 'none',
  '@media': {
    [media.up.sm]: { insetInlineStart: 'auto', maxInlineSize: '24rem' },
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[2],
  inlineSize: '100%',
  selectors: { '&:empty': { display: 'none' } },
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
