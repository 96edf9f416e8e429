/** Responsive breakpoints from SPEC §9, in CSS pixels. */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * The same breakpoints as media-query strings (without `@media`), usable both with `useMediaQuery`
 * and as keys of a vanilla-extract `'@media'` block. `up.md` matches 768 px and wider; `down.md` is
 * its exact complement (fractional pixel so zoomed layouts never match both).
 */
export const media = {
  up: {
    sm: `screen and (min-width: ${breakpoints.sm}px)`,
    md: `screen and (min-width: ${breakpoints.md}px)`,
    lg: `screen and (min-width: ${breakpoints.lg}px)`,
  },
  down: {
    sm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
    md: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
    lg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  },
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
