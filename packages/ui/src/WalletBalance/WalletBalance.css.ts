import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minInlineSize: 0,
});

export const logo = style({ display: 'inline-flex', flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const line = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontVariantNumeric: 'tabular-nums',
});
