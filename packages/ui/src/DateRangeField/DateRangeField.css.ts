import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const legend = style({ padding: 0, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

/** From and To side by side, one above the other on a narrow screen. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  '@media': { [media.up.md]: { gridTemplateColumns: '1fr 1fr' } },
});
