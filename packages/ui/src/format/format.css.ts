import { style } from '@vanilla-extract/css';

/** Amounts and dates never break across lines; tabular figures keep columns of amounts aligned. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const date = style({ whiteSpace: 'nowrap' });
