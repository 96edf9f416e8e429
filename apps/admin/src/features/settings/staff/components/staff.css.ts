import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** A group of policies: a fieldset without the browser's frame (the card around it is the frame). */
export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const legend = style({ padding: 0 });

/** The group's policies: two columns where there is room, one on a narrow screen. */
export const policies = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space[5],
  rowGap: vars.space[3],
});

/** The invitation link: the field takes the room, the copy button keeps its size. */
export const linkRow = style({ display: 'flex', gap: vars.space[2], alignItems: 'center' });
export const linkField = style({ flex: 1, minInlineSize: 0 });
