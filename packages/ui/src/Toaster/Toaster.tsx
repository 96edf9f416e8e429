import { useEffect, useRef, useSyncExternalStore, type FocusEvent, type RefObject } from 'react';
import { lazyComponent, Loaded } from '../lazy';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { toastStore } from './toast-store';
import * as styles from './Toaster.css';

// The cards load with the first toast or once the page is idle, whichever comes first: an app's
// first load carries only the store and the two live regions (issue 20). Loaded while idle, they
// are there for a toast shown later with the network gone ("you are offline" actions).
const cards = lazyComponent(() => import('./ToastCards'));

/** Timers run only while neither the pointer nor the focus is on the stack. */
function syncPause(hovered: RefObject<boolean>, focused: RefObject<boolean>) {
  if (hovered.current || focused.current) toastStore.pause();
  else toastStore.resume();
}

/** Where the stack sits: see Toaster.css.ts. */
export type ToasterPosition = 'top' | 'bottom-end';

export interface ToasterProps {
  /**
   * `top` (the default): centred at the top, over the header, where a toast covers no content and
   * no save bar. `bottom-end`: the bottom corner.
   */
  position?: ToasterPosition;
}

/**
 * Renders the toast stack. The two live regions are always in the DOM (a region inserted together
 * with its text is often not announced): successes and infos go to a polite `status`, errors to an
 * assertive `alert`.
 */
export function Toaster({ position = 'top' }: ToasterProps = {}) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  const messages = useUiMessages(defaultCoreMessages);
  const viewport = useRef<HTMLDivElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);

  // A dismissed toast takes its focused button (or the hovered card) with it, and browsers fire no blur or
  // mouseleave for removed nodes: re-check after every change, or the timers would stay paused forever.
  useEffect(() => {
    if (focused.current && !viewport.current?.contains(document.activeElement))
      focused.current = false;
    if (items.length === 0) hovered.current = false;
    syncPause(hovered, focused);
  }, [items]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    syncPause(hovered, focused);
  };

  useEffect(() => {
    // A chunk that failed to load is asked for again by the next toast.
    const load = () => void cards.load().catch(() => undefined);
    if (items.length > 0) return load();
    const handle = (window.requestIdleCallback ?? setTimeout)(load);
    return () => (window.cancelIdleCallback ?? clearTimeout)(handle);
  }, [items.length]);

  const errors = items.filter((item) => item.kind === 'error');
  const others = items.filter((item) => item.kind !== 'error');

  return (
    <div
      ref={viewport}
      className={styles.viewport[position]}
      onMouseEnter={() => {
        hovered.current = true;
        syncPause(hovered, focused);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        syncPause(hovered, focused);
      }}
      onFocus={() => {
        focused.current = true;
        syncPause(hovered, focused);
      }}
      onBlur={onBlur}
    >
      <div role="alert" aria-label={messages.notifications} className={styles.region}>
        <Loaded component={cards} props={{ items: errors, dismissLabel: messages.dismiss }} />
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label={messages.notifications}
        className={styles.region}
      >
        <Loaded component={cards} props={{ items: others, dismissLabel: messages.dismiss }} />
      </div>
    </div>
  );
}
