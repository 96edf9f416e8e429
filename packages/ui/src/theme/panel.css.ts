import { keyframes, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './tokens.css';

// Shared by the slide-in panels (the navigation drawer, the phone profile panel): one dimmed overlay
// and the two physical slide directions; each panel picks the one that matches its side and `dir`.
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const slideInFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
export const slideInFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

export const panelOverlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
