import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The credentials a provider issues, on its page (the lists and marks: credentials.css). */
export const fieldList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});
