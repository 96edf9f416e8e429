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

export const combobox = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  zIndex: 50,
  maxBlockSize: '240px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  backgroundColor: vars.color.panel,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[5],
});

export const option = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  cursor: 'default',
  color: vars.color.gray12,
  selectors: {
    '&[aria-selected="true"]': { fontWeight: vars.font.weightMedium },
    '&[data-active]': { backgroundColor: vars.color.accent4, color: vars.color.accent12 },
  },
});

export const noResults = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  color: vars.color.gray11,
});

export const suffix = style({ color: vars.color.gray11 });

/** Radix's placeholder grey (step a10) misses 4.5:1; the kit's placeholders use step 11. */
export const selectTrigger = style({});
globalStyle(`${selectTrigger}[data-placeholder] .rt-SelectTriggerInner`, {
  color: vars.color.gray11,
});
