export { Toaster } from './Toaster';
export { toast, createToastStore, DEFAULT_TOAST_DURATION_MS } from './toastStore';
export type { ToastAction, ToastKind, ToastItem, ToastOptions } from './toastStore';
