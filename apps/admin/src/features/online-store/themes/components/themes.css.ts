import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

/** The themes list: a card per theme, as many a row as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius[2],
  background: vars.color.gray3,
});

/** The editor: the settings beside the preview on a wide screen, above it on a narrow one. */
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 380px) minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': {
    [media.down.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const settingsColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minInlineSize: 0,
});

/** The preview stays in view while the settings scroll. */
export const previewColumn = style({
  position: 'sticky',
  insetBlockStart: vars.space[3],
  blockSize: 'calc(100dvh - 160px)',
  minBlockSize: 480,
  minInlineSize: 0,
  '@media': {
    [media.down.lg]: { position: 'static', blockSize: 560 },
  },
});

export const section = style({
  border: `1px solid ${vars.color.gray6}`,
  borderRadius: vars.radius[3],
  background: vars.color.surface,
});

export const sectionSummary = style({
  padding: vars.space[3],
  cursor: 'pointer',
  fontWeight: 500,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sectionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[3],
  paddingBlockStart: 0,
});

export const grow = style({ flex: 1, minInlineSize: 0 });

/** Save and Publish apart: a rule and space between them. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.gray6}`,
});
