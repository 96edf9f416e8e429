import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { TOUR_TOOLTIP_WIDTH } from './tour-logic';

export const tooltip = style({
  boxSizing: 'border-box',
  inlineSize: `${TOUR_TOOLTIP_WIDTH}px`,
  // A narrow screen keeps a margin on both sides.
  maxInlineSize: `calc(100vw - ${vars.space[5]} * 2)`,
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.panel,
  color: vars.color.gray12,
  boxShadow: 'var(--shadow-5)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  textAlign: 'start',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minInlineSize: 0,
});

export const body = style({
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const spacer = style({
  flexGrow: 1,
});
