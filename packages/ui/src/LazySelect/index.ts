export { LazySelect } from './LazySelect';
export type { LazySelectProps } from './LazySelect';
export type { LazySelectOption } from './types';
