import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  maxInlineSize: '32rem',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  textAlign: 'center',
});

export const icon = style({ color: vars.color.red11 });

export const description = style({ overflowWrap: 'anywhere' });

export const retry = style({ marginBlockStart: vars.space[2] });
