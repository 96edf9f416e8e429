import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    inlineSize: '100%',
    minBlockSize: vars.space[7],
    paddingInline: vars.space[2],
    border: `1px solid ${vars.color.grayA6}`,
    borderRadius: vars.radius[2],
    backgroundColor: vars.color.surface,
    color: vars.color.gray12,
    font: 'inherit',
    fontSize: vars.font.size2,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.grayA3 } },
  },
]);

export const triggerIcon = style({ flexShrink: 0, color: vars.color.gray11 });

export const triggerText = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Radix's menu labels use gray-a10, under WCAG AA contrast; step 11 passes. */
export const label = style({ color: vars.color.gray11 });

export const content = style({
  minInlineSize: '14rem',
  maxInlineSize: '20rem',
  // The switcher also lives in the phone's navigation drawer: its menu opens above the drawer (Radix
  // copies the content's z-index onto the positioned wrapper it portals to the body). The content
  // carries the kit's token class (StoreMenu), which Radix's own portal does not.
  zIndex: `calc(${vars.zIndex.drawer} + 1)`,
});

/** SPEC §9: the store list is at most 140 px high and scrolls. */
export const list = style({ maxBlockSize: '140px', overflowY: 'auto' });

export const store = style({ blockSize: 'auto !important', minBlockSize: vars.space[6] });

export const storeText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingBlock: vars.space[1],
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const host = style(ellipsis);

export const name = style([ellipsis, { fontSize: vars.font.size1, opacity: 0.8 }]);

export const check = style({ flexShrink: 0, marginInlineStart: vars.space[2] });

export const external = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space[2] });
