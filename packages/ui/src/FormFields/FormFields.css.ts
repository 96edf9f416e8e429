import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minInlineSize: 0,
});

export const label = style({ overflowWrap: 'anywhere' });

export const inlineRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const suffix = style({ color: vars.color.gray11 });

/** Radix's placeholder grey (step a10) misses 4.5:1; the kit's placeholders use step 11. */
export const selectTrigger = style({});
globalStyle(`${selectTrigger}[data-placeholder] .rt-SelectTriggerInner`, {
  color: vars.color.gray11,
});
