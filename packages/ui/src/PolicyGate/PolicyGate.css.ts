import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '20rem',
  padding: vars.space[4],
});

/** A still, bordered notice: no blur and no grey bars, which read as a page still loading. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  maxInlineSize: '28rem',
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px dashed ${vars.color.grayA6}`,
  backgroundColor: vars.color.panel,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[8],
  blockSize: vars.space[8],
  borderRadius: '50%',
  backgroundColor: vars.color.accentA3,
  color: vars.color.accent11,
});
