import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const search = style({
  flex: '1 1 16rem',
  maxInlineSize: '24rem',
});

export const count = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

export const table = style({ inlineSize: '100%' });

export const caption = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const end = style({ textAlign: 'end' });

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius[1],
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.accent11 } },
  },
]);

export const sortButtonEnd = style([sortButton, { flexDirection: 'row' }]);

export const sortIcon = style({ flexShrink: 0, color: vars.color.gray9 });

export const sortIconActive = style({ flexShrink: 0, color: vars.color.accent11 });

export const linkedRow = style({
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.grayA3 } },
});

export const rowLink = style([
  focusRing,
  {
    color: vars.color.accent11,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    borderRadius: vars.radius[1],
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const stateCell = style({ padding: 0 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Radix Themes' table look (rt-TableRoot) on the kit's own markup, so the `<table>` can be a grid. */
export const tableRoot = style({ minInlineSize: 0 });

// Radix's surface table is a translucent panel with a backdrop blur. Over a scrolling area the blur is
// redrawn every frame (with software rendering that alone took 40 ms a frame): a solid panel looks the
// same on the page background and costs nothing. Doubled class: Radix's stylesheet may load after ours.
globalStyle(`.rt-TableRoot${tableRoot}`, {
  backgroundColor: vars.color.panel,
  backdropFilter: 'none',
});

// Radix aligns table cells to the top; a row with a thumbnail is taller than its text, and a list reads
// better with every cell centred on the row (the virtual rows are flex rows and centre themselves).
globalStyle(`.rt-TableRoot${tableRoot} tbody`, { verticalAlign: 'middle' });

const appear = keyframes({ to: { opacity: 1 } });
const sweep = keyframes({
  from: { backgroundPosition: '-50% 0' },
  to: { backgroundPosition: '150% 0' },
});

/**
 * The previous rows while new ones load: a bar sweeping along the table's top edge, from 300 ms on
 * (an answer that comes at once shows nothing). The rows keep their colours: dimmed text would fall
 * below the contrast a reader needs.
 */
export const refreshing = style({ position: 'relative' });
globalStyle(`${refreshing}::before`, {
  content: '""',
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  blockSize: 2,
  zIndex: 1,
  opacity: 0,
  backgroundImage: `linear-gradient(to right, transparent, ${vars.color.accent9}, transparent)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${appear} 0s 300ms forwards, ${sweep} 1.2s ease-in-out 300ms infinite`,
  '@media': {
    [media.reducedMotion]: {
      backgroundSize: '100% 100%',
      animation: `${appear} 0s 300ms forwards`,
    },
  },
});

export const scroller = style({ overflowX: 'auto' });

/** Row height of virtual mode, set inline on the scrolling area from the `virtual.rowHeight` prop. */
export const rowHeightProperty = '--shop-datatable-row-height';
const rowHeightVar = `var(${rowHeightProperty}, 24px)`;

export const virtualScroller = style({
  overflow: 'auto',
  overscrollBehavior: 'contain',
  // The scrolling area is a fixed box: layout and paint inside it never reach the page.
  contain: 'strict',
  inlineSize: '100%',
  borderRadius: 'inherit',
});

/**
 * Virtual mode: rows are flex boxes, absolutely positioned in a body as tall as all rows, so scrolling
 * lays out only the rows that enter the view. Every row has the same fixed height.
 */
export const virtualTable = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  vars: {
    '--table-cell-min-height': rowHeightVar,
    '--table-cell-padding': `0 ${vars.space[2]}`,
  },
});

// Radix's table has `height: 0` (and `overflow: hidden` in the surface variant): undo both here.
globalStyle(`.rt-TableRootTable${virtualTable}`, { blockSize: 'auto', overflow: 'visible' });

export const virtualHeader = style({
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.panel,
});

export const virtualBody = style({ display: 'block', position: 'relative' });

export const virtualRowStatic = style({ display: 'flex', inlineSize: '100%' });

/**
 * Virtual mode: rows are flex boxes, absolutely positioned in a body as tall as all rows (the sizer), so
 * scrolling lays out only the rows that enter the view. Every row has the same fixed height.
 */
export const virtualRow = style([
  virtualRowStatic,
  {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    blockSize: rowHeightVar,
    // Each row is its own layout and paint island.
    contain: 'strict',
  },
]);

globalStyle(`${virtualRowStatic} > *`, {
  display: 'block',
  flex: '1 1 0',
  minInlineSize: 0,
  // `clip` cuts the text at the cell like `hidden` (with the ellipsis), without making each cell a
  // scroll container that the browser updates after every layout of a recycled row.
  overflow: 'clip',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  blockSize: rowHeightVar,
  lineHeight: rowHeightVar,
});
// Cells of flex rows have nothing to align vertically, yet the browser's own stylesheet and Radix give
// them `vertical-align: inherit`. A cell inheriting a property explicitly makes the browser restyle every
// cell of a row whenever the row's own style changes, and a virtual row's position changes on each
// scrolled frame: a plain value (and a selector that outranks both) keeps that to the row itself.
globalStyle(`${virtualRowStatic} > :is(td, th)`, { verticalAlign: 'middle' });

/** The bar standing in for a cell's text: the loading skeleton's and a jumping view's placeholder. */
export const cellBar = { height: '14px', width: '75%', endWidth: '50%' } as const;

/**
 * A cell's content while a virtual view jumps (see useJumpPlaceholders): a still bar in the loading
 * skeleton's size and colour. Still, because an animation on every cell would cost more than the text.
 */
export const placeholderBar = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  inlineSize: cellBar.width,
  blockSize: cellBar.height,
  borderRadius: vars.radius[1],
  backgroundColor: vars.color.grayA4,
});

globalStyle(`${end} > ${placeholderBar}`, { inlineSize: cellBar.endWidth });

/** A loading cell of a number column: its bar (a block) against the cell's end, like the figures. */
export const endSkeleton = style([end]);

globalStyle(`${endSkeleton} > *`, { marginInlineStart: 'auto' });

export const virtualSizer = style({ display: 'block' });

export const virtualStateRow = style({ display: 'block' });

globalStyle(`${virtualStateRow} > td`, { display: 'block' });

export const checkbox = style([
  focusRing,
  {
    inlineSize: '16px',
    blockSize: '16px',
    margin: 0,
    verticalAlign: 'middle',
    accentColor: vars.color.accent9,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'default' } },
  },
]);

export const selectedRow = style({
  vars: { '--table-row-background-color': vars.color.accentA3 },
});

export const selectCell = style({
  inlineSize: '40px',
  textAlign: 'center',
  verticalAlign: 'middle',
});

globalStyle(`${virtualRowStatic} > ${selectCell}`, { flex: '0 0 40px' });

/** Grid cells take focus (roving tabindex): show where it is. */
export const gridTable = style({});

// By element, not by the `data-grid-row` attribute: a selector naming an attribute makes every change of
// it restyle the element, and virtual mode changes it on every row while scrolling.
globalStyle(`${gridTable} :is(td, th):focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.panel,
  boxShadow: `inset 0 0 0 1px ${vars.color.grayA6}`,
});

export const selectionActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineEnd: 'auto',
});
