export * from './paths';
export * from './errors';
export * from './common';
export * from './values';
export * from './policies';
export * from './auth';
export * from './account';
export * from './security';
export * from './shop';
export * from './reference-data';
export * from './orders';
export * from './customers';
export * from './customer-groups';
export * from './uploads';
export * from './products';
export * from './collections';
export * from './inventory';
export * from './locations';
export * from './taxes';
export * from './ai';
export * from './rich-text';
export * from './shop-config';
export * from './domains';
export * from './brand';
export * from './shop-policies';
export * from './staff';
// account.ts has its own image reference with an optional id (a profile picture); the public one is the
// catalog's, from uploads: every catalog image names its upload.
export { imageRefSchema, type ImageRef } from './uploads';
