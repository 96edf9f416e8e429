export { SettingsModal } from './SettingsModal';
export type { SettingsModalProps, SettingsNavItem } from './SettingsModal';
