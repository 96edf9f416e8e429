import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** One choice of a combobox. */
export interface ComboboxOption {
  /** The value picked (a non-empty string, unique in the list). */
  value: string;
  /** What the user sees and searches. */
  label: string;
  /** A second line, e.g. why the option cannot be chosen. */
  hint?: string;
  disabled?: boolean;
}

export interface UseComboboxOptions<O extends ComboboxOption> {
  /** The options: all of them with `filter`, or the ones a server search found for the text. */
  options: O[];
  /** Filters the options by the typed text in place (leave out when the caller searches). */
  filter?: (option: O, query: string) => boolean;
  /** The chosen option's value: the list opens on it. */
  selectedValue?: string | undefined;
  /** What the input shows while not searching (the chosen option's label, or ''). */
  selectedLabel: string;
  onPick: (option: O) => void;
  /** The text to search for ('' when the list opens without typing); null once the list closes. */
  onSearchChange?: (text: string | null) => void;
  /** Leaving the input (after the list has closed). */
  onBlur?: () => void;
}

/** Options PageUp / PageDown move the active option by. */
const PAGE_STEP = 8;

/**
 * The behaviour of an ARIA 1.2 combobox with a listbox popup, without its look. Typing opens and
 * searches; ArrowDown opens the list (on the chosen option) and moves down, ArrowUp moves up,
 * PageDown / PageUp move a page, Home / End jump, Enter picks (and never submits the form while the
 * list is open), Escape closes and restores the chosen label. Leaving the input closes the list and drops what was typed without picking. The focus
 * stays in the input: the active option is announced through `aria-activedescendant`.
 */
export function useCombobox<O extends ComboboxOption>({
  options,
  filter,
  selectedValue,
  selectedLabel,
  onPick,
  onSearchChange,
  onBlur,
}: UseComboboxOptions<O>) {
  const listId = useId();
  // null: not searching, the input shows the chosen label.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches =
    filter && text !== null && text !== ''
      ? options.filter((option) => filter(option, text))
      : options;
  const enabled = matches.filter((option) => !option.disabled);
  const activeOption = open ? enabled[Math.min(active, enabled.length - 1)] : undefined;
  const optionId = (option: O) => `${listId}-${option.value}`;

  const openList = () => {
    const chosen = enabled.findIndex((option) => option.value === selectedValue);
    setActive(chosen >= 0 ? chosen : 0);
    setOpen(true);
    onSearchChange?.(text ?? '');
  };
  const close = () => {
    setOpen(false);
    setText(null);
    onSearchChange?.(null);
  };
  const pick = (option: O) => {
    if (option.disabled) return;
    onPick(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(index + 1, enabled.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((index) => Math.max(index - 1, 0));
        break;
      case 'PageDown':
      case 'PageUp':
        // A page of a long list at a time (ReferenceSelect's 400 time zones).
        if (open && enabled.length > 0) {
          event.preventDefault();
          const step = event.key === 'PageDown' ? PAGE_STEP : -PAGE_STEP;
          setActive((index) => Math.max(0, Math.min(index + step, enabled.length - 1)));
        }
        break;
      case 'Home':
      case 'End':
        if (open && enabled.length > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : enabled.length - 1);
        }
        break;
      case 'Enter':
        if (open) event.preventDefault();
        if (open && activeOption) pick(activeOption);
        break;
      case 'Escape':
        if (open || text !== null) {
          // Handled here: a surrounding dialog must not close as well.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  };

  return {
    listId,
    open,
    /** The options listed now (filtered by the typed text when a filter is given). */
    matches,
    activeOption,
    optionId,
    pick,
    /** The trailing button's click: opens or closes the list. */
    toggle: () => (open ? close() : openList()),
    /** Spread on the text input. */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
      autoComplete: 'off',
      value: text ?? selectedLabel,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        setActive(0);
        setOpen(true);
        onSearchChange?.(event.target.value);
      },
      onKeyDown,
      onBlur: () => {
        close();
        onBlur?.();
      },
    } as const,
  };
}
