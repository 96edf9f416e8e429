export { ErrorView } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';
