import { style } from '@vanilla-extract/css';

// Plain layout for the two pieces of the entry that used Radix's Flex: its layout props machinery
// (layout.props, flex.props, gap...) was then on every first load for two boxes (issue 20).

/** FullPageSpinner: the spinner in the middle of the screen. */
export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '100dvh',
});

/** DefaultLogo: our mark beside the shop's name, the name cut with an ellipsis when too long. */
export const defaultLogo = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  minInlineSize: 0,
});
