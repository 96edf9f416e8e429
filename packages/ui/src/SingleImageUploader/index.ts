export { SingleImageUploader } from './SingleImageUploader';
export type { SingleImageUploaderProps } from './SingleImageUploader';
