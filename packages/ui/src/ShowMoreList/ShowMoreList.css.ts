import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const item = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const toggle = style({ alignSelf: 'flex-start', marginInlineStart: 0 });
