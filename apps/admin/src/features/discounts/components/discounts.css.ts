import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

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

// The list's cells are plain elements with these classes, not Radix's Text and Flex: a new page of
// codes draws some 200 of them, and Radix's components read their props through their prop
// definitions (and Text through a Slot) on every render.

/** The code, a little bolder than the rest of its row. */
export const codeCell = style({ fontWeight: vars.font.weightMedium });

/** "—" and "No end": quieter than a value. */
export const quietCell = style({ color: vars.color.gray11 });

/** Yes or No, and beside it where the code stands (scheduled, expired). */
export const activeCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});
