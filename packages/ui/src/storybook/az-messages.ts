import type { UiMessages } from '../messages';
import { azCoreMessages } from './az/core';
import { azDataTableMessages } from './az/data-table';
import { azFormMessages } from './az/forms';
import { azTourMessages } from './az/tour';
import { azUploadMessages } from './az/upload';

/**
 * Azerbaijani kit messages for the Storybook "az" locale, one part per family of components (the admin
 * app ships its own translations via i18next and passes them to UiMessagesProvider the same way).
 */
export const azUiMessages: UiMessages = {
  ...azCoreMessages,
  ...azDataTableMessages,
  ...azUploadMessages,
  ...azFormMessages,
  ...azTourMessages,
};
