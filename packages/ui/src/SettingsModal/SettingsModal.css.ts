import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

export const modal = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.gray12,
  selectors: { '&:focus': { outline: 'none' } },
});

/*
 * What Radix Themes portals over a page (a page's own dialog, ConfirmDialog, the unsaved-changes and
 * conflict prompts; a select's list, a menu) stacks by document order, with no z-index: under the
 * modal's, it would open behind it, unseen yet holding the focus. At the modal's level it opens after
 * it in the document, so above it (a popper's wrapper takes its content's z-index). Those portals are
 * Radix Themes' own, outside the kit's theme class: the level's value stands in for its variable.
 */
const overTheModal = { zIndex: fallbackVar(vars.zIndex.drawer, '100') };
globalStyle('.rt-BaseDialogOverlay', overTheModal);
globalStyle('.rt-PopperContent', overTheModal);

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.layout.headerHeight,
  paddingInline: vars.space[4],
  borderBlockEnd: `1px solid ${vars.color.grayA4}`,
});

export const back = style({ flexShrink: 0 });

export const title = style({ flex: '1 1 auto', minInlineSize: 0, margin: 0 });

export const body = style({ display: 'flex', flex: '1 1 auto', minBlockSize: 0 });

export const sidebar = style({
  flex: `0 0 ${vars.layout.sidebarWidth}`,
  overflowY: 'auto',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[3],
  backgroundColor: vars.color.gray2,
  borderInlineEnd: `1px solid ${vars.color.grayA4}`,
  '@media': {
    [media.down.md]: { flex: '1 1 auto', borderInlineEnd: 0, backgroundColor: 'transparent' },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const entry = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    minBlockSize: '36px',
    paddingInline: vars.space[3],
    borderRadius: vars.radius[2],
    color: vars.color.gray12,
    fontSize: vars.font.size2,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      'a&:hover': { backgroundColor: vars.color.grayA3 },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent4,
        color: vars.color.accent12,
        fontWeight: vars.font.weightMedium,
      },
      '&[aria-disabled="true"]': { color: vars.color.gray11, cursor: 'not-allowed' },
    },
    '@media': { [media.down.md]: { minBlockSize: '44px' } },
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const content = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space[5],
  paddingBlock: vars.space[5],
  '@media': { [media.down.md]: { paddingInline: vars.space[3], paddingBlock: vars.space[4] } },
});

export const contentInner = style({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
});
