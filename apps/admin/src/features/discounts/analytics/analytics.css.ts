import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: 'var(--space-5)' });

/** The figures side by side as far as they fit, each at least a card's width. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: 'var(--space-3)',
});

export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'var(--space-3)',
});

export const dateInput = style({ minInlineSize: '11rem' });
