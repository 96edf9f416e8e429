/** Messages of form fields, dialogs, SettingsModal, OfflineNotice, ShowMoreList and StatusBadge. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- keys arrive with the components
export interface FormMessages {}

export const defaultFormMessages: FormMessages = {};
