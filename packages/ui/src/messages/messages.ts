import { defaultCoreMessages, type CoreMessages } from './parts/core';
import { defaultDataTableMessages, type DataTableMessages } from './parts/data-table';
import { defaultFormMessages, type FormMessages } from './parts/forms';
import { defaultTourMessages, type TourMessages } from './parts/tour';
import { defaultUploadMessages, type UploadMessages } from './parts/upload';

/**
 * Every sentence the kit can show on its own, one part per family of components. Apps translate them by
 * passing a (partial) object to `UiMessagesProvider`; anything they leave out falls back to these
 * English defaults.
 */
export interface UiMessages
  extends CoreMessages, DataTableMessages, UploadMessages, FormMessages, TourMessages {}

export const defaultUiMessages: UiMessages = {
  ...defaultCoreMessages,
  ...defaultDataTableMessages,
  ...defaultUploadMessages,
  ...defaultFormMessages,
  ...defaultTourMessages,
};
