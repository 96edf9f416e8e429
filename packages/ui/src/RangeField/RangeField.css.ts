import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
});

export const slider = style({
  flex: 1,
  minInlineSize: 0,
  accentColor: vars.color.accent9,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The value as text, wide enough for the longest so the slider does not jump while it moves. */
export const value = style({
  flex: 'none',
  minInlineSize: '5ch',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size2,
});
