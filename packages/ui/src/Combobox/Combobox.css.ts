import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({ position: 'relative' });

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
    '&[aria-disabled="true"]': { color: vars.color.gray9 },
    '&[data-active]': { backgroundColor: vars.color.accent4, color: vars.color.accent12 },
  },
});

export const hint = style({
  display: 'block',
  fontSize: vars.font.size1,
  color: vars.color.gray11,
});

/** "Loading…" or "No results", in place of the options. */
export const status = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  color: vars.color.gray11,
});
