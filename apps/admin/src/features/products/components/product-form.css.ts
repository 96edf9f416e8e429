import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** Takes the room left in a row of controls (an input beside its button). */
export const grow = style({ flex: '1 1 240px', minInlineSize: 0 });

/** An option's values, as removable chips above their input. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingBlock: '2px',
  paddingInline: `${vars.space[2]} 2px`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.grayA3,
  fontSize: vars.font.size1,
});

export const option = style({
  paddingBlock: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.grayA4}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});
