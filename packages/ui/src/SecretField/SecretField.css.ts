import { style } from '@vanilla-extract/css';

/** Keys are read character by character: a monospace face, as ColorField's hex value. */
export const value = style({ fontFamily: 'monospace' });

/** The saved secret's mask: read-only text, shown as such. */
export const masked = style({ fontFamily: 'monospace', letterSpacing: '0.05em' });
