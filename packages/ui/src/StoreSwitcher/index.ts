export { StoreSwitcher } from './StoreSwitcher';
export type { StoreSummary, StoreSwitcherProps } from './StoreSwitcher';
