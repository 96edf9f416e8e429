import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The plans side by side, as many to a row as fit (three in the settings modal), each as tall. */
export const planGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const planCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  blockSize: '100%',
});

/** The plan the shop is on: its border in the accent colour, as well as its badge. */
export const currentPlan = style({
  boxShadow: `inset 0 0 0 2px ${vars.color.accent9}`,
  borderRadius: vars.radius[4],
});

export const planList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const planListItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const check = style({
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.color.accent11,
});

/** Pushes the plan's button to the bottom of its card, so the buttons line up. */
export const planAction = style({ marginBlockStart: 'auto' });

export const changeList = style({
  marginBlock: vars.space[2],
  marginInline: 0,
  paddingInlineStart: vars.space[5],
});

/** The figures of the billing page: label over value, side by side where they fit. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space[4],
  margin: 0,
});

/** Each figure at its own width: a status badge is as wide as its word, not the column. */
export const summaryItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
});
