import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/**
 * In the flow at the end of its form, so the page always keeps its room: the last field can scroll
 * out from under the bar, which then covers nothing for good.
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
});

/** While the form has changes: stuck to the bottom of the screen, wherever the page is scrolled. */
export const dirty = style({
  position: 'sticky',
  insetBlockEnd: 0,
  // Layer 0: over the form's cards (earlier in the page), under what portals open later in the
  // page (a select's list, a menu), which a positive z-index would hide where they meet the bar.
  zIndex: 0,
  paddingInline: vars.space[4],
  // A phone's home indicator must not sit on the buttons.
  paddingBlockEnd: `max(${vars.space[3]}, env(safe-area-inset-bottom))`,
  borderRadius: `${vars.radius[3]} ${vars.radius[3]} 0 0`,
  backgroundColor: vars.color.panel,
  borderBlockStart: `1px solid ${vars.color.grayA6}`,
  boxShadow: vars.shadow[4],
});

export const message = style({
  marginInlineEnd: 'auto',
  minInlineSize: 0,
});

export const buttons = style({
  display: 'flex',
  gap: vars.space[3],
  flexShrink: 0,
});
