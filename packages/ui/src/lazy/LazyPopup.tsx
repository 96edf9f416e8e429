import { useState, type ComponentType, type ReactElement } from 'react';
import type { LazyComponent } from './lazy-component';
import { Loaded } from './Loaded';
import type { PopupKind } from './popup-kinds';
import { createTriggerTunnel } from './trigger-tunnel';
import { TriggerOutlet, type TriggerElementProps } from './TriggerOutlet';
import { TriggerSlot } from './TriggerSlot';

/** What a lazily loaded popup receives besides its own props. */
export interface PopupTriggerProps {
  /**
   * Put it where the trigger goes, as the child of the Radix Trigger with `asChild`
   * (`<DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>`, `<Dialog.Trigger asChild>`): Radix's
   * props and ref then land on the real trigger element.
   */
  trigger: ReactElement;
}

export type PopupComponent<P> = ComponentType<P & PopupTriggerProps>;

export interface LazyPopupProps<P> {
  /** The popup's module, `lazyComponent(() => import('./StoreMenu'))`, declared at module level. */
  popup: LazyComponent<PopupComponent<P>>;
  /** The Radix primitive the popup uses: what the trigger says and does before its code has come. */
  kind: PopupKind;
  /**
   * The trigger exactly as the page shows it: the same element before and after the popup's code has
   * loaded (so nothing moves, and focus stays on it).
   */
  trigger: ReactElement<TriggerElementProps>;
  /** The popup's own props. */
  props: P;
}

/**
 * A popup (menu, dialog, select) whose Radix code loads on intent, not with the page. The trigger is on
 * the page from the first paint; hovering, focusing or pressing it starts `import()`; once the module
 * has come, the popup renders its Radix Root with the trigger's slot inside, and a press or an opening
 * key that came earlier is dispatched again, so the popup opens as it would have.
 */
export function LazyPopup<P extends object>({ popup, kind, trigger, props }: LazyPopupProps<P>) {
  const [tunnel] = useState(createTriggerTunnel);
  return (
    <>
      <TriggerOutlet trigger={trigger} tunnel={tunnel} kind={kind} load={popup.load} />
      {/* After the trigger, which keeps its place in the tree: Radix Roots render no element here. */}
      <Loaded<P & PopupTriggerProps>
        component={popup}
        props={{ ...props, trigger: <TriggerSlot tunnel={tunnel} /> }}
      />
    </>
  );
}
