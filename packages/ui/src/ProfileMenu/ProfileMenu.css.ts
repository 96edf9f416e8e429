import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/common.css';
import { panelOverlay, slideInFromLeft, slideInFromRight } from '../theme/panel.css';
import { vars } from '../theme/tokens.css';

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    maxInlineSize: '16rem',
    padding: vars.space[1],
    paddingInlineEnd: vars.space[2],
    border: 0,
    borderRadius: vars.radius.full,
    background: 'none',
    color: vars.color.gray12,
    font: 'inherit',
    fontSize: vars.font.size2,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.grayA3 } },
  },
]);

export const triggerName = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    // Phones show only the avatar; the name stays the button's accessible name.
    [media.down.sm]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.gray11,
  '@media': { [media.down.sm]: { display: 'none' } },
});

export const menu = style({ minInlineSize: '14rem', maxInlineSize: '20rem' });

export const menuIdentity = style({
  paddingBlock: vars.space[1],
  paddingInline: 'var(--base-menu-item-padding-left)',
  color: vars.color.gray12,
});

export const identity = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style([ellipsis, { color: vars.color.gray11 }]);

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineEnd: vars.space[2],
});

export const itemLabel = style({ flex: '1 1 auto', minInlineSize: 0 });

export const external = style({ flexShrink: 0, marginInlineStart: vars.space[2], opacity: 0.8 });

export const layer = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.drawer });

export const overlay = panelOverlay;

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: vars.layout.panelWidth,
  maxInlineSize: '85vw',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  backgroundColor: vars.color.panel,
  boxShadow: vars.shadow[5],
  overflowY: 'auto',
  outline: 'none',
  animation: `${slideInFromRight} 200ms ease-out`,
  selectors: { '[dir="rtl"] &': { animationName: slideInFromLeft } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingInline: vars.space[4],
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size2,
  fontWeight: vars.font.weightMedium,
  color: vars.color.gray11,
});

export const panelIdentity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.grayA4}`,
});

export const panelList = style({
  listStyle: 'none',
  margin: 0,
  paddingInline: vars.space[2],
  paddingBlock: 0,
});

export const separated = style({
  marginBlockStart: vars.space[2],
  paddingBlockStart: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.grayA4}`,
});

export const panelEntry = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    inlineSize: '100%',
    minBlockSize: vars.space[7],
    paddingInline: vars.space[2],
    border: 0,
    borderRadius: vars.radius[2],
    background: 'none',
    color: vars.color.gray12,
    font: 'inherit',
    fontSize: vars.font.size2,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.grayA3 } },
  },
]);
