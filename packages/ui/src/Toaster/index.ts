export { Toaster } from './Toaster';
export type { ToasterPosition, ToasterProps } from './Toaster';
export { toast, createToastStore, DEFAULT_TOAST_DURATION_MS } from './toast-store';
export type { ToastAction, ToastKind, ToastItem, ToastOptions } from './toast-store';
