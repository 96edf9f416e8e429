import { lazyAfterPageDrawn } from '../lazy-after-page-drawn';

/**
 * The kit's ConfirmDialog (Radix's dialog, focus trap and scroll lock: 12 KB of gzip) for a page
 * that shows only the button that opens it at first: loaded once the page has drawn its data, or on
 * intent. Controlled (`open`, `onOpenChange`) by that button; focus returns to it on close.
 */
export const ConfirmDialogAfterPageDrawn = lazyAfterPageDrawn(() =>
  import('./kit-confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
