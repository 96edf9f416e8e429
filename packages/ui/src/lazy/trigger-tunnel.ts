import type { Ref } from 'react';

/** What a Radix Trigger (`asChild`) puts on its child: attributes, ARIA, event handlers; not the ref. */
export type TriggerProps = Record<string, unknown>;

/**
 * Carries what a popup's Radix Trigger gives its child (props and ref) from the place where the lazily
 * loaded popup renders it to the trigger element that was on the page before the popup's code came.
 *
 * Why not render the Radix Root around the trigger once loaded: React would unmount the old element and
 * mount a new one (the element's parents change), so a focused trigger would lose focus and a press that
 * started on the old element would end on nothing. Through the tunnel the trigger stays the same DOM
 * node from the first paint on; only its props change.
 */
export interface TriggerTunnel {
  /** The props of the Radix Trigger's latest render; `undefined` while no popup is mounted. */
  props: () => TriggerProps | undefined;
  subscribe: (listener: () => void) => () => void;
  setProps: (props: TriggerProps | undefined) => void;
  /** Radix's ref for its child (its trigger and anchor refs), applied to the element while both exist. */
  setRef: (ref: Ref<HTMLElement> | undefined) => void;
  /** The trigger element, from its own ref callback. */
  setElement: (element: HTMLElement | null) => void;
  element: () => HTMLElement | null;
}

/** Sets `ref` to `value`; returns what undoes it (a callback ref's cleanup, or setting `null`). */
export function attachRef<T>(ref: Ref<T> | undefined, value: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = value;
    return () => {
      ref.current = null;
    };
  }
  return () => {};
}

export function createTriggerTunnel(): TriggerTunnel {
  let props: TriggerProps | undefined;
  let element: HTMLElement | null = null;
  let ref: Ref<HTMLElement> | undefined;
  let detach: (() => void) | undefined;
  const listeners = new Set<() => void>();

  // Radix reads its refs (to focus the trigger on close, to position content against it) whenever it
  // likes: keep its ref pointing at the element whichever of the two arrives or changes first.
  const reattach = () => {
    detach?.();
    detach = element && ref ? attachRef(ref, element) : undefined;
  };

  return {
    props: () => props,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setProps(next) {
      props = next;
      for (const listener of listeners) listener();
    },
    setRef(next) {
      if (next === ref) return;
      ref = next;
      reattach();
    },
    setElement(next) {
      if (next === element) return;
      element = next;
      reattach();
    },
    element: () => element,
  };
}
