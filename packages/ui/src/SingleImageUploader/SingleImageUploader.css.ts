import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  inlineSize: '100%',
  maxInlineSize: '360px',
  minInlineSize: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray6}`,
  backgroundColor: vars.color.panel,
  overflow: 'hidden',
  selectors: {
    '&[data-status="error"]': { borderColor: vars.color.red6 },
  },
});

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '200px',
  backgroundColor: vars.color.gray2,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  objectFit: 'contain',
});

/** The current image inside the drop zone (when it cannot be removed, a new upload replaces it). */
export const current = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '120px',
  objectFit: 'contain',
  borderRadius: vars.radius[2],
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.gray5}`,
});
