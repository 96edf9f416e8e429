import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxInlineSize: '100%',
});
