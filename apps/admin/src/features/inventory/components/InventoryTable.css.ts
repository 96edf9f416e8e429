import { style } from '@vanilla-extract/css';

/** Text cells sit on the middle line of the row's picture and quantity field, not at its top. */
export const textCell = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '40px',
});

/** The quantity field, with the low or out of stock badge before it. */
export const availableCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 'var(--space-2)',
});
