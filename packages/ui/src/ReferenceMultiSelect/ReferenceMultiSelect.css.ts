import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** The chosen options, as removable chips that wrap onto more lines. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInlineStart: vars.space[2],
  paddingInlineEnd: vars.space[1],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.accent3,
  color: vars.color.accent12,
  fontSize: vars.font.size2,
});
