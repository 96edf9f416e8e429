import { style } from '@vanilla-extract/css';

/**
 * Over the whole window and above the page, but never in the way: clicks and touches go through to
 * what is under it.
 */
export const canvas = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  blockSize: '100%',
  pointerEvents: 'none',
  zIndex: 1000,
});
