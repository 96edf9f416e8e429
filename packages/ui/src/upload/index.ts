export type { ImageRef, UploadImageFn, UploadItem, UploadOptions, UploadStatus } from './types';
export {
  IMAGE_MAX_BYTES,
  THEME_IMAGE_MAX_BYTES,
  PREVIEW_MAX_BYTES,
  imageAccept,
  maxBytesFor,
  shouldPreview,
} from './limits';
export type { SingleImageVariant } from './limits';
export { uploadItemsReducer, createUploadItem, clampProgress } from './items';
export type { UploadAction } from './items';
export { moveItem, setAsDefault, removeAt, KEYBOARD_DRAG_STEP_PX } from './reorder';
export type { DropzoneVisualState, RejectionCode } from './validation';
export { ImageDropzone } from './ImageDropzone';
export type { ImageDropzoneProps } from './ImageDropzone';
export { UploadItemPreview, UploadItemStatus } from './UploadItemStatus';
export { useUploadQueue } from './use-upload-queue';
export type { UploadQueue } from './use-upload-queue';
