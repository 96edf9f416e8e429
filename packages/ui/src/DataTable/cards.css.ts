import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

/**
 * Below the small breakpoint (640 px) a plain table (not virtual) shows each row as a compact card:
 * the row's first cell (its link) as the title, the other cells as label / value pairs two by two,
 * the label being the column's name (`data-label`). A phone then reads every field of a row, where a
 * table showed only its first columns. The header stays, as a wrapped line of sort buttons. Only CSS
 * (the same markup, so the same table semantics for screen readers, and no bytes of script).
 */
export const cards = style({});

const small = media.down.sm;
const onSmall = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { [small]: rule } });

// Radix's table is `height: 0` with `overflow: hidden`: as a block box it would collapse.
globalStyle(`.rt-TableRootTable${cards}`, onSmall({ display: 'block', blockSize: 'auto' }));
globalStyle(`${cards} > :is(thead, tbody)`, onSmall({ display: 'block' }));

globalStyle(
  `${cards} > thead > tr`,
  onSmall({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space[1]} ${vars.space[3]}`,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    backgroundColor: vars.color.grayA3,
    boxShadow: `inset 0 -1px ${vars.color.grayA6}`,
  }),
);
globalStyle(
  `${cards} > thead > tr > th`,
  onSmall({
    display: 'block',
    // Column widths are inline styles meant for the table layout.
    inlineSize: 'auto !important',
    blockSize: 'auto',
    padding: 0,
    boxShadow: 'none',
    backgroundColor: 'transparent',
  }),
);

globalStyle(
  `${cards} > tbody > tr`,
  onSmall({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space[2]} ${vars.space[3]}`,
    position: 'relative',
    padding: vars.space[3],
    boxShadow: `inset 0 -1px ${vars.color.grayA6}`,
  }),
);
globalStyle(`${cards} > tbody > tr:last-child`, onSmall({ boxShadow: 'none' }));

globalStyle(
  `${cards} > tbody > tr > td`,
  onSmall({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space[1],
    minInlineSize: 0,
    blockSize: 'auto',
    padding: 0,
    boxShadow: 'none',
    backgroundColor: 'transparent',
    textAlign: 'start',
    overflowWrap: 'anywhere',
  }),
);

// The title (the row's link) and a state row (loading failed, nothing to show) take the whole card.
globalStyle(`${cards} > tbody > tr > td:not([data-label])`, onSmall({ gridColumn: '1 / -1' }));
globalStyle(
  `${cards} > tbody > tr > td[data-label]::before`,
  onSmall({
    content: 'attr(data-label)',
    color: vars.color.gray11,
    fontSize: vars.font.size1,
  }),
);

// A row's checkbox sits in the card's top end corner, beside the title.
globalStyle(
  `${cards} > tbody > tr > td[data-select-cell]`,
  onSmall({
    position: 'absolute',
    insetBlockStart: vars.space[3],
    insetInlineEnd: vars.space[3],
    inlineSize: 'auto',
  }),
);
globalStyle(
  `${cards} > tbody > tr:has(> td[data-select-cell]) > td:not([data-label], [data-select-cell])`,
  onSmall({ paddingInlineEnd: vars.space[6] }),
);
