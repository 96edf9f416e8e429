export { ImageGallery } from './ImageGallery';
export type { ImageGalleryProps } from './ImageGallery';
