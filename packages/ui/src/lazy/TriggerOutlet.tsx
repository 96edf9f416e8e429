import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import {
  createIntentQueue,
  loadForUser,
  preload,
  recordClick,
  recordKeyDown,
  recordPointer,
  replayEvents,
  type RecordedEvent,
} from './intent';
import { mergeProps } from './merge-props';
import { popupKinds, type PopupKind } from './popup-kinds';
import { attachRef, type TriggerTunnel } from './trigger-tunnel';

export interface TriggerElementProps {
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

/**
 * Renders the trigger element, always this one element at this place in the tree, so React keeps its
 * DOM node. Before the popup's code has come it carries the closed state's ARIA, starts the load on
 * intent (hover, focus, press) and records the presses and opening keys; once the popup renders, it
 * carries Radix's props instead (from the tunnel) and the recorded events are dispatched again on it.
 */
export function TriggerOutlet({
  trigger,
  tunnel,
  kind,
  load,
}: {
  trigger: ReactElement<TriggerElementProps>;
  tunnel: TriggerTunnel;
  kind: PopupKind;
  load: () => Promise<unknown>;
}) {
  const radixProps = useSyncExternalStore(tunnel.subscribe, tunnel.props, tunnel.props);
  const ready = radixProps !== undefined;
  const [queue] = useState(createIntentQueue);

  useEffect(() => {
    if (!ready) return;
    // A passive effect of the render that put Radix's props on the element: the popup's own effects
    // (the menu's "is the keyboard in use" listener among them) have run; no later input came yet.
    const events = queue.take();
    const element = tunnel.element();
    if (element && events.length > 0) void replayEvents(element, events);
  }, [ready, tunnel, queue]);

  const { ref: ownRef, ...own } = trigger.props;
  const elementRef = useCallback(
    (element: HTMLElement | null) => {
      tunnel.setElement(element);
      const detachOwn = attachRef(ownRef, element);
      return () => {
        tunnel.setElement(null);
        detachOwn();
      };
    },
    [tunnel, ownRef],
  );

  if (ready) return cloneElement(trigger, { ...mergeProps(radixProps, own), ref: elementRef });

  const remember = (event: RecordedEvent) => {
    // The first press starts the load for the user; a failure forgets the presses (the popup they
    // asked for cannot open), and their next press tries again.
    if (!queue.add(event)) return;
    void loadForUser(load).then((loaded) => {
      if (!loaded) queue.clear();
    });
  };
  const beforeLoad = {
    ...popupKinds[kind].closedProps,
    onPointerEnter: () => preload(load),
    onFocus: () => preload(load),
    // Whoever moves on before the code came did not mean the press any more.
    onBlur: queue.clear,
    onPointerDown: (event: PointerEvent) => remember(recordPointer(event)),
    onPointerUp: (event: PointerEvent) => queue.follow(recordPointer(event)),
    onClick: (event: MouseEvent) => remember(recordClick(event)),
    onKeyDown: (event: KeyboardEvent) => {
      if (!popupKinds[kind].keys.includes(event.key)) return;
      // As Radix does: Space must not scroll the page, Enter must not fire a click.
      event.preventDefault();
      remember(recordKeyDown(event));
    },
  };
  return cloneElement(trigger, { ...mergeProps(beforeLoad, own), ref: elementRef });
}
