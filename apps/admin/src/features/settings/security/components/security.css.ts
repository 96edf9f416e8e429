import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The index's entries: a plain list, one card per page. */
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

/** An entry is one link, the whole card. */
export const entryLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
  color: 'inherit',
  textDecoration: 'none',
});

/** The QR code: crisp pixels, on white whatever the theme (apps need the contrast to scan it). */
export const qrCode = style({
  inlineSize: '12rem',
  blockSize: '12rem',
  imageRendering: 'pixelated',
  background: 'white',
  borderRadius: vars.radius[3],
  padding: vars.space[2],
});

/** The secret is read and typed character by character: spaced, and wrapped anywhere. */
export const code = style({
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const recoveryCodes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[2],
});
