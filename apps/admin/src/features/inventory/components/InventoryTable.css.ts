import { style } from '@vanilla-extract/css';

/** Text cells sit on the middle line of the row's picture and quantity field, not at its top. */
export const textCell = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '40px',
});
