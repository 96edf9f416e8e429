import type { UploadMessages } from '../../messages/parts/upload';

export const azUploadMessages: UploadMessages = {};
