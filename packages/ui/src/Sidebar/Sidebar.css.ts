import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: vars.layout.sidebarWidth,
  maxInlineSize: '100%',
  blockSize: '100%',
  backgroundColor: vars.color.gray2,
  color: vars.color.gray12,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.layout.headerHeight,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
});

export const switcher = style({
  paddingInline: vars.space[3],
  paddingBlockEnd: vars.space[2],
});

export const scroll = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
});

const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

export const list = style([listReset, { display: 'flex', flexDirection: 'column', gap: '2px' }]);

export const subList = style([
  listReset,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    marginBlock: '2px',
    // `display: flex` would otherwise beat the closed panel's `hidden` attribute.
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const footer = style([
  listReset,
  {
    paddingInline: vars.space[3],
    paddingBlock: vars.space[3],
    borderBlockStart: `1px solid ${vars.color.grayA4}`,
  },
]);

export const entry = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    inlineSize: '100%',
    minBlockSize: vars.space[7],
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    border: 0,
    borderRadius: vars.radius[2],
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.font.size2,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayA3 },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentA3,
        color: vars.color.accent12,
        fontWeight: vars.font.weightMedium,
      },
      '&[aria-disabled="true"]': {
        position: 'relative',
        color: vars.color.gray9,
        cursor: 'not-allowed',
        backgroundColor: 'transparent',
      },
    },
  },
]);

/** Items inside an open group line up with the group's label, after its icon. */
export const nestedEntry = style([
  entry,
  { paddingInlineStart: `calc(${vars.space[2]} + 16px + ${vars.space[2]})` },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.gray11 });

export const label = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({ flexShrink: 0 });

export const externalIcon = style({ flexShrink: 0, color: vars.color.gray11 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.gray11,
  transition: 'transform 150ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

/**
 * A disabled entry's reason: a tooltip above the entry while it is hovered or focused (the entry is
 * focusable for this). Above, because the footer's Settings sits at the bottom of the screen.
 */
export const reason = style({
  display: 'none',
  position: 'absolute',
  insetBlockEnd: 'calc(100% + 4px)',
  insetInlineStart: vars.space[2],
  insetInlineEnd: vars.space[2],
  zIndex: 1,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  backgroundColor: vars.color.gray12,
  color: vars.color.gray1,
  fontSize: vars.font.size1,
  fontWeight: 'normal',
  lineHeight: 1.4,
  whiteSpace: 'normal',
  pointerEvents: 'none',
  selectors: {
    [`${entry}:hover > &, ${entry}:focus > &`]: { display: 'block' },
  },
});
