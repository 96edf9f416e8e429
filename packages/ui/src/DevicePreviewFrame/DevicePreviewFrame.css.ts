import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minInlineSize: 0,
  blockSize: '100%',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** The space the page is shown in: the device's width scaled down to fit it, centred. */
export const viewport = style({
  position: 'relative',
  flex: 1,
  minBlockSize: 320,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray6}`,
  background: vars.color.gray2,
});

/**
 * The frame keeps the device's own width (the page lays out as on that device) and is scaled to the
 * viewport around its top centre; as a centred flex item wider than the viewport it overflows both
 * sides equally, so the scaled page sits in the middle in either text direction.
 */
export const frame = style({
  flex: 'none',
  border: 0,
  background: 'white',
  transformOrigin: 'top center',
  boxShadow: vars.shadow[2],
});
