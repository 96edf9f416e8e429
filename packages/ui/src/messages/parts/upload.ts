/** Messages of ImageGallery and SingleImageUploader. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- keys arrive with the components
export interface UploadMessages {}

export const defaultUploadMessages: UploadMessages = {};
