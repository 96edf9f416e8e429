/** Messages of ImageGallery and SingleImageUploader. */
export interface UploadMessages {
  // Drop zone
  /** Gallery drop zone, idle. */
  uploadDropImages: string;
  /** Single-image drop zone, idle. */
  uploadDropImage: string;
  /** While files that will be accepted (or cannot be judged yet) are dragged over the zone. */
  uploadDropHere: string;
  /** While files that will be rejected are dragged over the zone. */
  uploadDropRejected: string;
  /** Accepted types and size limit under the drop zone. */
  uploadHint: (maxMegabytes: number) => string;
  // Rejections (SPEC §5 reasons, §8 texts)
  /** file-invalid-type */
  uploadInvalidType: string;
  /** file-too-large with the 2 MB limit: SPEC §8 key max-size-2MB. */
  uploadMaxSize2MB: string;
  /** file-too-large with the 5 MB limit of theme images. */
  uploadMaxSize5MB: string;
  /** file-too-small (an empty file). */
  uploadFileTooSmall: string;
  /** too-many-files; `max` is the limit (a gallery's maximum number of images; 1 for the single uploader). */
  uploadTooManyFiles: (max: number) => string;
  // Upload items
  /** Tooltip and progress bar name while a file uploads (SPEC §8). */
  uploadUploading: string;
  /** Tooltip of the retry control (SPEC §8). */
  uploadTryAgain: string;
  /** Visible status of a failed item. */
  uploadFailed: string;
  /** Accessible name of the retry control. */
  uploadRetry: string;
  /** Stops an upload in progress and drops the file. */
  uploadCancel: string;
  /** Drops a failed file. */
  uploadDiscard: string;
  // ImageGallery
  galleryLabel: string;
  galleryImageAlt: (position: number, count: number) => string;
  /** Badge of the first image. */
  galleryDefaultBadge: string;
  gallerySetDefault: string;
  galleryDelete: string;
  /** Accessible name of the drag handle. */
  galleryReorder: string;
  /** Read with the drag handle (its description). */
  galleryDragInstructions: string;
  galleryPickedUp: (position: number, count: number) => string;
  galleryMovedTo: (position: number, count: number) => string;
  galleryDropped: (position: number, count: number) => string;
  galleryCancelled: (position: number, count: number) => string;
  // SingleImageUploader
  singleImageAlt: string;
  singleRemove: string;
}

export const defaultUploadMessages: UploadMessages = {
  uploadDropImages: 'Drag and drop images here, or click to browse',
  uploadDropImage: 'Drag and drop an image here, or click to browse',
  uploadDropHere: 'Drop to upload',
  uploadDropRejected: 'These files cannot be uploaded',
  uploadHint: (maxMegabytes) => `PNG, JPEG, WebP, AVIF or SVG, up to ${maxMegabytes} MB`,
  uploadInvalidType: 'File type must be PNG, JPEG, WebP, AVIF or SVG.',
  uploadMaxSize2MB: 'Max size must be 2 MB.',
  uploadMaxSize5MB: 'Max size must be 5 MB.',
  uploadFileTooSmall: 'The file is empty.',
  uploadTooManyFiles: (max) =>
    max === 1 ? 'Only one file can be uploaded.' : `You can upload up to ${max} images.`,
  uploadUploading: 'Uploading...',
  uploadTryAgain: 'Please try again.',
  uploadFailed: 'Upload failed',
  uploadRetry: 'Retry upload',
  uploadCancel: 'Cancel upload',
  uploadDiscard: 'Remove file',
  galleryLabel: 'Images',
  galleryImageAlt: (position, count) => `Image ${position} of ${count}`,
  galleryDefaultBadge: 'Default',
  gallerySetDefault: 'Set as default',
  galleryDelete: 'Delete',
  galleryReorder: 'Reorder',
  galleryDragInstructions:
    'To reorder, press Space to pick up the image, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
  galleryPickedUp: (position, count) => `Picked up the image at position ${position} of ${count}.`,
  galleryMovedTo: (position, count) => `Image moved to position ${position} of ${count}.`,
  galleryDropped: (position, count) => `Image dropped at position ${position} of ${count}.`,
  galleryCancelled: (position, count) =>
    `Reorder cancelled. The image is back at position ${position} of ${count}.`,
  singleImageAlt: 'Uploaded image',
  singleRemove: 'Remove image',
};
