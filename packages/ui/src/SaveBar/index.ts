export { SaveBar } from './SaveBar';
export type { SaveBarProps } from './SaveBar';
