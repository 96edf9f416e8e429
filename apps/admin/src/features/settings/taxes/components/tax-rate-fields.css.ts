import { style } from '@vanilla-extract/css';

/** A percent is a few characters: the field need not span the dialog. */
export const rate = style({ maxInlineSize: '12rem' });
