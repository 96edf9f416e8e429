import { useLayoutEffect, type ReactNode, type Ref } from 'react';
import type { TriggerTunnel } from './trigger-tunnel';

export interface TriggerSlotProps {
  tunnel: TriggerTunnel;
  /** Set by the Radix Trigger that renders this slot as its child (`asChild`). */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
  [prop: string]: unknown;
}

/**
 * Stands where a popup puts its trigger (`<DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>`) and
 * renders nothing: it hands the props and the ref that Radix gives it to the real trigger element
 * through the tunnel. Layout effects, so the real element has them before the browser paints.
 */
export function TriggerSlot({ tunnel, ref, children: _children, ...props }: TriggerSlotProps) {
  useLayoutEffect(() => {
    // Every render: Radix's handlers and state attributes change with its state (open, closed).
    tunnel.setProps(props);
  });
  useLayoutEffect(() => {
    tunnel.setRef(ref);
    return () => tunnel.setRef(undefined);
  }, [tunnel, ref]);
  // The popup went away (e.g. ProfileMenu switched from menu to side panel): back to the closed state.
  useLayoutEffect(() => () => tunnel.setProps(undefined), [tunnel]);
  return null;
}
