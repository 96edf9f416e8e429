import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[7],
  paddingInline: vars.space[4],
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const icon = style({
  color: vars.color.gray9,
  marginBlockEnd: vars.space[2],
});

export const action = style({
  marginBlockStart: vars.space[3],
});
