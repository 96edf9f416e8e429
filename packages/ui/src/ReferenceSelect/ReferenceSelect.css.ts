import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { ROW_HEIGHT } from './list-window';

export const root = style({ position: 'relative' });

/** The scrolling list: as tall as its rows, up to VISIBLE_ROWS (see listWindow). */
export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  zIndex: 50,
  boxSizing: 'content-box',
  paddingBlock: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  paddingInline: vars.space[1],
  listStyle: 'none',
  backgroundColor: vars.color.panel,
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[5],
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  boxSizing: 'border-box',
  blockSize: `${ROW_HEIGHT}px`,
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  cursor: 'default',
  color: vars.color.gray12,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { fontWeight: vars.font.weightMedium },
    '&[data-active]': { backgroundColor: vars.color.accent4, color: vars.color.accent12 },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

export const hint = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size1,
  color: vars.color.gray11,
  fontVariantNumeric: 'tabular-nums',
});

/** "Loading…" or "No matches", in place of the options. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `${ROW_HEIGHT}px`,
  paddingInline: vars.space[2],
  color: vars.color.gray11,
});
