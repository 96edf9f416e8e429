import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const search = style({
  flex: '1 1 16rem',
  maxInlineSize: '24rem',
});

export const count = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

export const tableWrap = style({ minInlineSize: 0 });

export const table = style({ inlineSize: '100%' });

export const caption = style({
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

export const end = style({ textAlign: 'end' });

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius[1],
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.accent11 } },
  },
]);

export const sortButtonEnd = style([sortButton, { flexDirection: 'row' }]);

export const sortIcon = style({ flexShrink: 0, color: vars.color.gray9 });

export const sortIconActive = style({ flexShrink: 0, color: vars.color.accent11 });

export const linkedRow = style({
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.grayA3 } },
});

export const rowLink = style([
  focusRing,
  {
    color: vars.color.accent11,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    borderRadius: vars.radius[1],
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const stateCell = style({ padding: 0 });

export const pager = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});
