import type {
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
} from 'react';

/**
 * An event that reached a trigger before its popup's code did. It is dispatched again on the same
 * element once Radix's handlers are on it, so Radix answers it exactly as it would have on time: a
 * menu opens on pointerdown or its keys, a dialog on the click that a press or Enter/Space fires, a
 * select on either, and the menu's "opened by keyboard, focus the first item" rule sees a keydown.
 * The press's pointerup comes along: a select opened by pointerdown waits for the pointerup that ends
 * the press, and would otherwise take the next one, the click on an option, for it (and ignore it).
 */
export type RecordedEvent =
  | { type: 'pointerdown' | 'pointerup'; init: PointerEventInit }
  | { type: 'click'; init: MouseEventInit }
  | { type: 'keydown'; init: KeyboardEventInit };

const bubbling = { bubbles: true, cancelable: true, composed: true };

function mouseInit(event: MouseEvent): MouseEventInit {
  return {
    ...bubbling,
    button: event.button,
    buttons: event.buttons,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    detail: event.detail,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  };
}

export function recordPointer(event: ReactPointerEvent): RecordedEvent {
  const native = event.nativeEvent;
  return {
    type: native.type === 'pointerup' ? 'pointerup' : 'pointerdown',
    init: {
      ...mouseInit(native),
      pointerId: native.pointerId,
      pointerType: native.pointerType,
      isPrimary: native.isPrimary,
    },
  };
}

export function recordClick(event: ReactMouseEvent): RecordedEvent {
  return { type: 'click', init: mouseInit(event.nativeEvent) };
}

export function recordKeyDown(event: ReactKeyboardEvent): RecordedEvent {
  const native = event.nativeEvent;
  return {
    type: 'keydown',
    init: {
      ...bubbling,
      key: native.key,
      code: native.code,
      location: native.location,
      repeat: native.repeat,
      ctrlKey: native.ctrlKey,
      shiftKey: native.shiftKey,
      altKey: native.altKey,
      metaKey: native.metaKey,
    },
  };
}

function toEvent({ type, init }: RecordedEvent): Event {
  if (type === 'keydown') return new KeyboardEvent(type, init);
  if (type === 'click') return new MouseEvent(type, init);
  return new PointerEvent(type, init);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Dispatches the recorded events on `target` in the order they happened: the first at once, the others
 * each in a task of its own, so that what one event starts (a menu that opens, then registers its
 * listeners in effects) is in place before the next one comes, as between real events.
 */
export async function replayEvents(target: HTMLElement, events: readonly RecordedEvent[]) {
  for (const [index, event] of events.entries()) {
    if (index > 0) await nextTask();
    if (!target.isConnected) return;
    target.dispatchEvent(toEvent(event));
  }
}

/**
 * Starts a load nobody is waiting for yet (hover, focus): a failure is left for the next intent to
 * retry, not reported.
 */
export function preload(load: () => Promise<unknown>) {
  load().catch(() => {});
}

/**
 * Starts a load a user is waiting for (they pressed or clicked): a failure is reported as an uncaught
 * error would be (the console, the app's error monitoring), since the popup they asked for stays shut.
 */
export function loadForUser(load: () => Promise<unknown>): Promise<boolean> {
  return load().then(
    () => true,
    (error: unknown) => {
      globalThis.reportError?.(error);
      return false;
    },
  );
}

/**
 * Handlers for an element whose click opens something lazily loaded, but which does not go through
 * `LazyPopup` (the header's hamburger opens the shell's drawer through the app's state): the code
 * starts loading as soon as a pointer heads for it, it takes focus or it is pressed.
 */
export function loadOnIntent(load: () => Promise<unknown>) {
  const start = () => preload(load);
  return { onPointerEnter: start, onFocus: start, onPointerDown: start, onKeyDown: start };
}

/** The events a trigger received before its popup's code came, in order. */
export interface IntentQueue {
  /** Adds an event; `true` when it is the first one (the moment to start the load for the user). */
  add: (event: RecordedEvent) => boolean;
  /** Adds an event that only means something after others (a pointerup after its pointerdown). */
  follow: (event: RecordedEvent) => void;
  /** Forgets them all (the user moved on, or the code failed to load). */
  clear: () => void;
  /** Returns them all and forgets them. */
  take: () => RecordedEvent[];
}

/**
 * At most a few presses come before the code does; a cap keeps a key held down (auto-repeat) on a
 * slow network from piling up events to replay.
 */
const MAX_RECORDED = 8;

export function createIntentQueue(): IntentQueue {
  let events: RecordedEvent[] = [];
  return {
    add(event) {
      if (events.length < MAX_RECORDED) events.push(event);
      return events.length === 1;
    },
    follow(event) {
      if (events.length > 0 && events.length < MAX_RECORDED) events.push(event);
    },
    clear() {
      events = [];
    },
    take() {
      const taken = events;
      events = [];
      return taken;
    },
  };
}
