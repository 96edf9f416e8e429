export { StatusBadge, defaultStatusTones } from './StatusBadge';
export type { StatusBadgeProps, StatusTone } from './StatusBadge';
