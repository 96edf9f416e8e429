import { style } from '@vanilla-extract/css';

/** The fieldset only disables; it draws nothing and sizes like the form's content. */
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});
