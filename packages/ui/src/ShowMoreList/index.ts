export { ShowMoreList } from './ShowMoreList';
export type { ShowMoreListProps } from './ShowMoreList';
