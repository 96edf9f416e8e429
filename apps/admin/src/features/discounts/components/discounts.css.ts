import { style } from '@vanilla-extract/css';

/** The code's field and its Generate button on one line; the field takes what is left. */
export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 'var(--space-3)',
});

export const codeInput = style({ flex: '1 1 auto', minInlineSize: 0 });

/** Level with the input: below the field's label (one line of size 2 text and the field's gap). */
export const codeButton = style({
  flex: 'none',
  marginBlockStart: 'calc(var(--line-height-2) + var(--space-1))',
});
