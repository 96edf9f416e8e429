export { Page } from './Page';
export type { PageProps } from './Page';
