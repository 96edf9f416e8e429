import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { IconButton, TextField } from '@radix-ui/themes';
import { ChevronDownIcon, useUiMessages, type FieldControlProps } from '@shop/ui';
import * as styles from './SearchCombobox.css';

/** One choice found by the search. */
export interface SearchOption {
  value: string;
  label: string;
  /** A second line, e.g. why the option cannot be chosen. */
  hint?: string;
  disabled?: boolean;
}

export interface SearchComboboxProps {
  /** FormField's id and ARIA wiring for the input. */
  control: FieldControlProps;
  /** The label's id: it names the popup list too. */
  labelId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What the input shows while not searching: the chosen option's label, or '' for none. */
  selectedLabel: string;
  /** The chosen option's value, marked in the list. */
  selectedValue?: string;
  /** The options the server found for the text last reported through `onSearchChange`. */
  options: SearchOption[];
  isLoading: boolean;
  /** The text to search for ('' when the list opens without typing); null once the list closes. */
  onSearchChange: (text: string | null) => void;
  onPick: (option: SearchOption) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A combobox whose options come from a server search (ARIA 1.2: an input with a listbox popup). The
 * caller searches with what is typed and passes the options back. ArrowDown opens the list and moves
 * down, ArrowUp moves up, Home / End jump, Enter picks, Escape closes and restores the chosen label.
 * Leaving the field without picking keeps the previous choice.
 */
export function SearchCombobox({
  control,
  labelId,
  inputRef,
  selectedLabel,
  selectedValue,
  options,
  isLoading,
  onSearchChange,
  onPick,
  onBlur,
  placeholder,
  disabled,
}: SearchComboboxProps) {
  const messages = useUiMessages();
  const listId = useId();
  // null: not searching, the input shows the chosen label.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const enabled = options.filter((option) => !option.disabled);
  const activeOption = open ? enabled[Math.min(active, enabled.length - 1)] : undefined;
  const optionId = (option: SearchOption) => `${listId}-${option.value}`;

  const openList = () => {
    setActive(0);
    setOpen(true);
    onSearchChange(text ?? '');
  };
  const close = () => {
    setOpen(false);
    setText(null);
    onSearchChange(null);
  };
  const pick = (option: SearchOption) => {
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
      case 'Home':
      case 'End':
        if (open && enabled.length > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : enabled.length - 1);
        }
        break;
      case 'Enter':
        // Never submits the form from here: Enter picks, or does nothing.
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

  return (
    <div className={styles.root}>
      <TextField.Root
        {...control}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text ?? selectedLabel}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          onSearchChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        // Leaving the field closes the list and drops what was typed without picking.
        onBlur={() => {
          close();
          onBlur?.();
        }}
      >
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            tabIndex={-1}
            aria-label={messages.comboboxShowOptions}
            disabled={disabled}
            // Keep the focus in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (open ? close() : openList())}
          >
            <ChevronDownIcon />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-busy={isLoading || undefined}
          className={styles.listbox}
        >
          {options.length === 0 ? (
            <li role="presentation" className={styles.status}>
              {isLoading ? messages.tableLoading : messages.comboboxNoResults}
            </li>
          ) : (
            options.map((option) => (
              <li
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={option.value === selectedValue}
                aria-disabled={option.disabled || undefined}
                data-active={option === activeOption ? '' : undefined}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!option.disabled) pick(option);
                }}
              >
                {option.label}
                {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
