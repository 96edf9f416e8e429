export { defaultUiMessages } from './messages';
export type { UiMessages } from './messages';
export { defaultCoreMessages, type CoreMessages } from './parts/core';
export { defaultDataTableMessages, type DataTableMessages } from './parts/data-table';
export { defaultFormMessages, type FormMessages } from './parts/forms';
export { defaultTourMessages, type TourMessages } from './parts/tour';
export { defaultUploadMessages, type UploadMessages } from './parts/upload';
export {
  UiMessagesProvider,
  useUiMessages,
  useFormatLocale,
  mergeMessages,
} from './UiMessagesProvider';
export type { UiMessagesProviderProps } from './UiMessagesProvider';
