import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  position: 'relative',
  minBlockSize: '20rem',
  overflow: 'hidden',
  borderRadius: vars.radius[3],
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  filter: 'blur(4px)',
  userSelect: 'none',
  pointerEvents: 'none',
});

export const fakeTitle = style({
  blockSize: vars.space[6],
  inlineSize: '40%',
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray5,
});

export const fakeRow = style({
  blockSize: vars.space[5],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray3,
  selectors: {
    '&:nth-child(odd)': { inlineSize: '85%' },
  },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  maxInlineSize: '26rem',
  textAlign: 'center',
});

export const icon = style({ color: vars.color.gray11 });
