export type ToastKind = 'success' | 'error' | 'info';

/** A button in the toast that acts on what it reports, e.g. "Undo" after a save. */
export interface ToastAction {
  /** The button's text (from the app's translations: the kit has no word of its own here). */
  label: string;
  /** Runs on click (or Enter/Space on the focused button); the toast is dismissed right after. */
  onClick: () => void;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
  action?: ToastAction;
}

export interface ToastOptions {
  /** Showing a toast with an id that is already on screen replaces it (no duplicate stack). */
  id?: string;
  /** Auto-hide delay; 0 or Infinity keeps the toast until it is dismissed. Default 5 s. */
  durationMs?: number;
  /** An optional button after the message (a real button, reached with Tab like the dismiss one). */
  action?: ToastAction;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

type Listener = () => void;

/**
 * A module-level store (no React needed to *show* a toast), so non-React code such as the HTTP client can
 * call `toast.error(...)`. `Toaster` renders it through `useSyncExternalStore`.
 *
 * Timers pause while the pointer or focus is on the stack (WCAG 2.2.1): a user reading or reaching for the
 * dismiss button does not have the toast pulled away.
 */
export function createToastStore() {
  let items: readonly ToastItem[] = [];
  let sequence = 0;
  let paused = false;
  const listeners = new Set<Listener>();
  const timers = new Map<
    string,
    { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number }
  >();

  const emit = () => listeners.forEach((listener) => listener());

  const startTimer = (id: string, delay: number) => {
    if (!Number.isFinite(delay) || delay <= 0) return;
    const entry = {
      remaining: delay,
      startedAt: Date.now(),
      handle: undefined as ReturnType<typeof setTimeout> | undefined,
    };
    if (!paused) entry.handle = setTimeout(() => dismiss(id), delay);
    timers.set(id, entry);
  };

  const clearTimer = (id: string) => {
    const entry = timers.get(id);
    if (entry?.handle) clearTimeout(entry.handle);
    timers.delete(id);
  };

  function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++sequence}`;
    const durationMs = options.durationMs ?? DEFAULT_TOAST_DURATION_MS;
    clearTimer(id);
    const item: ToastItem = { id, kind, message, durationMs };
    if (options.action) item.action = options.action;
    const existing = items.findIndex((candidate) => candidate.id === id);
    items =
      existing === -1
        ? [...items, item]
        : items.map((candidate, index) => (index === existing ? item : candidate));
    startTimer(id, durationMs);
    emit();
    return id;
  }

  function dismiss(id?: string): void {
    if (id === undefined) {
      if (items.length === 0) return;
      for (const key of [...timers.keys()]) clearTimer(key);
      items = [];
    } else {
      if (!items.some((item) => item.id === id)) return;
      clearTimer(id);
      items = items.filter((item) => item.id !== id);
    }
    emit();
  }

  function pause(): void {
    if (paused) return;
    paused = true;
    const now = Date.now();
    for (const entry of timers.values()) {
      if (entry.handle) clearTimeout(entry.handle);
      entry.handle = undefined;
      entry.remaining = Math.max(0, entry.remaining - (now - entry.startedAt));
    }
  }

  function resume(): void {
    if (!paused) return;
    paused = false;
    for (const [id, entry] of timers) {
      entry.startedAt = Date.now();
      entry.handle = setTimeout(() => dismiss(id), entry.remaining);
    }
  }

  return {
    show,
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    dismiss,
    /** True while any toast is showing (the app shows no second error toast over a first one). */
    isActive: () => items.length > 0,
    /** For Toaster: subscribe / snapshot / pause on hover or focus. */
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    pause,
    resume,
  };
}

export const toastStore = createToastStore();

/** The public toast API of the contract. */
export const toast = {
  show: toastStore.show,
  success: toastStore.success,
  error: toastStore.error,
  info: toastStore.info,
  dismiss: toastStore.dismiss,
  isActive: toastStore.isActive,
};
