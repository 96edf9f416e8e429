import type { TriggerProps } from './trigger-tunnel';

/** The Radix primitive behind a lazily loaded popup: DropdownMenu, Dialog, or Select. */
export type PopupKind = 'menu' | 'dialog' | 'listbox';

interface KindTraits {
  /** What Radix's Trigger says while closed, so that the trigger tells the truth before the code came. */
  closedProps: TriggerProps;
  /**
   * The keys Radix's Trigger acts on in `keydown` (and takes the default action from). A dialog has
   * none: it opens on the button's own click, which Enter and Space fire natively.
   */
  keys: readonly string[];
}

export const popupKinds: Record<PopupKind, KindTraits> = {
  menu: {
    closedProps: { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' },
    keys: ['Enter', ' ', 'ArrowDown'],
  },
  dialog: {
    closedProps: { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' },
    keys: [],
  },
  listbox: {
    closedProps: {
      role: 'combobox',
      'aria-expanded': false,
      'aria-autocomplete': 'none',
      'data-state': 'closed',
    },
    keys: ['Enter', ' ', 'ArrowDown', 'ArrowUp'],
  },
};
