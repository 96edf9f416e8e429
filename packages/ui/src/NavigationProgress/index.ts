export { NavigationProgress } from './NavigationProgress';
export type { NavigationProgressProps } from './NavigationProgress';
