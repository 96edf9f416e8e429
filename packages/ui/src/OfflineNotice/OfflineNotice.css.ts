import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space[2],
  insetInline: vars.space[2],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  maxInlineSize: '100%',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius[3],
  boxShadow: vars.shadow[4],
  fontSize: vars.font.size2,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  pointerEvents: 'auto',
  selectors: {
    '&[data-tone="offline"]': {
      backgroundColor: vars.color.red3,
      color: vars.color.red11,
      border: `1px solid ${vars.color.red6}`,
    },
    '&[data-tone="online"]': {
      backgroundColor: vars.color.green3,
      color: vars.color.green11,
      border: `1px solid ${vars.color.green6}`,
    },
  },
});
