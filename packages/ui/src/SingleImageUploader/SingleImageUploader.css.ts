import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { column, fittedImage, imageFrame } from '../upload/upload.css';

// The card, frame and image come from the upload styles, shared with ImageGallery; this file adds the
// single uploader's sizes. Its card is the upload styles' `imageCard` as it is.

export const root = style([
  column,
  { gap: vars.space[2], inlineSize: '100%', maxInlineSize: '360px' },
]);

export const frame = style([
  imageFrame,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', blockSize: '200px' },
]);

export const image = style([fittedImage, { maxInlineSize: '100%', maxBlockSize: '100%' }]);

/** The current image inside the drop zone (when it cannot be removed, a new upload replaces it). */
export const current = style([
  fittedImage,
  { maxInlineSize: '100%', maxBlockSize: '120px', borderRadius: vars.radius[2] },
]);

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  borderBlockStart: `1px solid ${vars.color.gray5}`,
});
