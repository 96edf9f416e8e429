import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/common.css';
import { vars } from '../theme/tokens.css';

// The building blocks below are shared by the drop zone and by the image uploaders (ImageGallery,
// SingleImageUploader), so that a card, frame or strip looks the same wherever an image is shown. Each
// one holds only declarations that the styles composing it do not set again, so that nothing depends
// on which stylesheet comes first.

/** A flex column that may shrink below its content's width. */
export const column = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** A flex column with its content centred both ways. */
const centredColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
});

/** A list without the browser's bullets and indentation. */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The framed card of one image (a gallery tile, the single uploader's card); red while it failed. */
export const imageCard = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.gray6}`,
  backgroundColor: vars.color.panel,
  overflow: 'hidden',
  selectors: { '&[data-status="error"]': { borderColor: vars.color.red6 } },
});

/** The area of a card that shows the image. */
export const imageFrame = style({ backgroundColor: vars.color.gray2, overflow: 'hidden' });

/** An image shown whole inside its box, however its proportions differ. */
export const fittedImage = style({ display: 'block', objectFit: 'contain' });

/** The row of controls under a card's image. */
export const cardStrip = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '40px',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
});

export const dropzoneBlock = style([column, { gap: vars.space[2] }]);

/** The drop zone; `data-state` is idle | drag-active | accepted | rejected (SPEC §4). */
export const dropzone = style([
  centredColumn,
  focusRing,
  {
    gap: vars.space[2],
    minBlockSize: '120px',
    paddingBlock: vars.space[4],
    paddingInline: vars.space[4],
    borderRadius: vars.radius[3],
    border: `2px dashed ${vars.color.gray7}`,
    backgroundColor: vars.color.surface,
    color: vars.color.gray12,
    textAlign: 'center',
    cursor: 'pointer',
    transition: 'border-color 120ms ease, background-color 120ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.accent9, backgroundColor: vars.color.accentA3 },
      '&[data-state="drag-active"]': {
        borderColor: vars.color.accent9,
        backgroundColor: vars.color.accentA3,
      },
      '&[data-state="accepted"]': {
        borderStyle: 'solid',
        borderColor: vars.color.green11,
        backgroundColor: vars.color.green3,
      },
      '&[data-state="rejected"]': {
        borderStyle: 'solid',
        borderColor: vars.color.red11,
        backgroundColor: vars.color.red3,
      },
      '&[aria-disabled="true"]': {
        cursor: 'not-allowed',
        borderColor: vars.color.gray6,
        backgroundColor: vars.color.gray2,
        color: vars.color.gray11,
      },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
    },
  },
]);

export const dropzoneIcon = style({ color: vars.color.gray11 });

export const dropzoneTitle = style({ overflowWrap: 'anywhere' });

export const hint = style({ color: vars.color.gray11 });

export const rejections = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    color: vars.color.red11,
    selectors: { '&:empty': { display: 'none' } },
  },
]);

export const rejection = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  overflowWrap: 'anywhere',
});

export const rejectionName = style({ fontWeight: vars.font.weightMedium });

/** Neutral stand-in for an image without a preview (a file over 200000 bytes still uploading). */
export const placeholder = style([
  centredColumn,
  {
    gap: vars.space[1],
    inlineSize: '100%',
    blockSize: '100%',
    padding: vars.space[2],
    backgroundColor: vars.color.gray3,
    color: vars.color.gray11,
    textAlign: 'center',
  },
]);

export const placeholderName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Progress or error row under a pending item's image. */
export const status = style([cardStrip, { gap: vars.space[2] }]);

export const progress = style({ flex: '1 1 auto', minInlineSize: 0 });

export const failed = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  color: vars.color.red11,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
