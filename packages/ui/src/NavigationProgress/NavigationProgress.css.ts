import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

/** The live region around the bar: out of the page's flow, never in the way of a click. */
export const region = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
});

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  opacity: 1,
});

/** Completed: the bar runs to the end, then the whole track fades out. */
export const doneTrack = style([
  track,
  {
    opacity: 0,
    transition: 'opacity 200ms ease 200ms',
  },
]);

export const bar = style({
  blockSize: '100%',
  backgroundColor: vars.color.accent9,
  boxShadow: `0 0 6px ${vars.color.accent9}`,
  transition: 'inline-size 200ms ease',
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});
