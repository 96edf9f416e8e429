import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { panelOverlay, slideInFromLeft, slideInFromRight } from '../theme/panel.css';
import { vars } from '../theme/tokens.css';

export const shell = style({
  minBlockSize: '100dvh',
  backgroundColor: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: vars.zIndex.progress,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.panel,
  color: vars.color.accent11,
  boxShadow: vars.shadow[4],
  // Off-screen until focused: keyboard users get it as the first Tab stop.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outline: `2px solid ${vars.color.focus}` },
  },
});

export const sidebarSlot = style({
  display: 'none',
  '@media': {
    [media.up.md]: {
      display: 'block',
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      inlineSize: vars.layout.sidebarWidth,
      zIndex: vars.zIndex.sidebar,
      borderInlineEnd: `1px solid ${vars.color.grayA4}`,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  '@media': {
    [media.up.md]: { paddingInlineStart: vars.layout.sidebarWidth },
  },
});

export const main = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  outline: 'none',
});

export const drawerLayer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
});

export const overlay = panelOverlay;

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: vars.layout.sidebarWidth,
  maxInlineSize: '85vw',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.gray2,
  boxShadow: vars.shadow[5],
  outline: 'none',
  animation: `${slideInFromLeft} 200ms ease-out`,
  selectors: {
    '[dir="rtl"] &': { animationName: slideInFromRight },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawerClose = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineEnd: vars.space[3],
  zIndex: 1,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
