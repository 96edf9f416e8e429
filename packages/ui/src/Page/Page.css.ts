import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const page = style({
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[5],
  paddingInline: vars.space[4],
  '@media': {
    [media.up.md]: { paddingBlock: vars.space[6], paddingInline: vars.space[6] },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlockEnd: vars.space[5],
});

export const back = style({
  // Ghost buttons pull themselves outward by their padding; keep the arrow aligned with the content edge.
  marginInlineStart: 0,
});

export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
