export { defaultUiMessages } from './messages';
export type { UiMessages } from './messages';
export { UiMessagesProvider, useUiMessages, mergeMessages } from './UiMessagesProvider';
export type { UiMessagesProviderProps } from './UiMessagesProvider';
