import { useEffect, useRef, useSyncExternalStore, type FocusEvent, type RefObject } from 'react';
import { Button, IconButton, Text } from '@radix-ui/themes';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { toastStore, type ToastItem, type ToastKind } from './toast-store';
import * as styles from './Toaster.css';

const icons: Record<ToastKind, typeof InfoIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/** Timers run only while neither the pointer nor the focus is on the stack. */
function syncPause(hovered: RefObject<boolean>, focused: RefObject<boolean>) {
  if (hovered.current || focused.current) toastStore.pause();
  else toastStore.resume();
}

/**
 * Dismisses a toast. If the keyboard focus is on it, focus moves to the next toast's dismiss button first,
 * so a keyboard user clearing the stack is not dropped back to the top of the page.
 */
function dismissKeepingFocus(card: HTMLElement, id: string) {
  if (card.contains(document.activeElement)) {
    const others =
      card.parentElement?.parentElement?.querySelectorAll<HTMLButtonElement>(
        '[data-toast-dismiss]',
      );
    const next = Array.from(others ?? []).find((button) => !card.contains(button));
    next?.focus();
  }
  toastStore.dismiss(id);
}

function ToastCard({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  const Icon = icons[item.kind];
  return (
    <div
      className={styles.toast[item.kind]}
      data-toast-kind={item.kind}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissKeepingFocus(event.currentTarget, item.id);
      }}
    >
      <Icon className={styles.icon[item.kind]} />
      <Text as="p" size="2" className={styles.message}>
        {item.message}
      </Text>
      {item.action ? (
        <Button
          size="1"
          variant="soft"
          className={styles.action}
          onClick={(event) => {
            const card = event.currentTarget.closest<HTMLElement>('[data-toast-kind]');
            // The action is done with once taken: the toast goes, as after a dismiss.
            item.action?.onClick();
            if (card) dismissKeepingFocus(card, item.id);
            else toastStore.dismiss(item.id);
          }}
        >
          {item.action.label}
        </Button>
      ) : null}
      <IconButton
        size="1"
        variant="ghost"
        color="gray"
        aria-label={dismissLabel}
        data-toast-dismiss=""
        onClick={(event) => {
          const card = event.currentTarget.closest<HTMLElement>('[data-toast-kind]');
          if (card) dismissKeepingFocus(card, item.id);
          else toastStore.dismiss(item.id);
        }}
      >
        <CloseIcon />
      </IconButton>
    </div>
  );
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
        {errors.map((item) => (
          <ToastCard key={item.id} item={item} dismissLabel={messages.dismiss} />
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label={messages.notifications}
        className={styles.region}
      >
        {others.map((item) => (
          <ToastCard key={item.id} item={item} dismissLabel={messages.dismiss} />
        ))}
      </div>
    </div>
  );
}
