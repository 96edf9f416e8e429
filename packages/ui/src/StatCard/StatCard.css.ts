import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const card = style({ minInlineSize: 0 });

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const value = style({
  marginBlockStart: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
