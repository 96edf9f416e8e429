import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/** One visible focus ring for the kit's own interactive elements (Radix components bring theirs). */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * Direction-aware icons (chevrons, arrows) mirror themselves in right-to-left text. An ancestor `[dir]`
 * rather than `:dir()`, which the CSS minifier rewrites into a `:lang()` list for older browsers.
 */
export const flipInRtl = style({
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const root = style({
  // The provider is the app's outermost box: give it the page height so dark backgrounds fill the view.
  minBlockSize: '100%',
});

/**
 * Kit layouts add padding to full-width boxes; with the browser's content-box default they would spill
 * sideways. The kit sets border-box inside its own root and portals, so no host page has to.
 */
globalStyle(`${root} *, ${root} *::before, ${root} *::after, .radix-themes *`, {
  boxSizing: 'border-box',
});
