import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

const box = {
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius[2],
  flexShrink: 0,
} as const;

export const image = style({
  ...box,
  display: 'block',
  objectFit: 'cover',
  backgroundColor: vars.color.gray3,
});

export const placeholder = style({
  ...box,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.gray3,
  color: vars.color.gray9,
});
