import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const text = style({ flex: 1, minInlineSize: 0, fontFamily: 'monospace' });

/** The native picker as a swatch the height of the text input beside it. */
export const picker = style({
  flex: 'none',
  inlineSize: 40,
  blockSize: 32,
  padding: 2,
  border: `1px solid ${vars.color.gray7}`,
  borderRadius: vars.radius[2],
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const check = style({ marginBlockStart: vars.space[2] });

export const contrast = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contrastRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** The colour on its background: a square in a square, no text (it is a picture of the pair). */
export const pair = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius[1],
  border: `1px solid ${vars.color.gray7}`,
  flex: 'none',
});

export const pairInner = style({
  inlineSize: 12,
  blockSize: 12,
  borderRadius: 2,
});
