import type { Ref } from 'react';
import { TextField } from '@radix-ui/themes';
import type { FieldControlProps } from '../FormFields/FormField';
import { TrailingIconButton } from '../FormFields/TrailingIconButton';
import { ChevronDownIcon } from '../icons';
import { defaultDataTableMessages, defaultFormMessages, useUiMessages } from '../messages';
import { useCombobox, type ComboboxOption, type UseComboboxOptions } from './use-combobox';
import * as styles from './Combobox.css';

// Its list says "Loading…" as a table does.
const MESSAGES = {
  ...defaultFormMessages,
  tableLoading: defaultDataTableMessages.tableLoading,
};

export interface ComboboxProps<O extends ComboboxOption> extends Omit<
  UseComboboxOptions<O>,
  'selectedLabel'
> {
  /** FormField's id and ARIA wiring for the input. */
  control: FieldControlProps;
  /** The label's id: it names the popup list too. */
  labelId: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** What the input shows while not searching (default: the label of the option `selectedValue` names). */
  selectedLabel?: string;
  /** A search is running: the list says so while it has nothing to show. */
  isLoading?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A text input with a listbox popup (the look of useCombobox): the kit's ComboboxField filters its own
 * options with it, and an app passes the options its server search found. Put it inside a FormField.
 */
export function Combobox<O extends ComboboxOption>({
  control,
  labelId,
  inputRef,
  name,
  selectedLabel,
  isLoading = false,
  placeholder,
  disabled,
  ...behaviour
}: ComboboxProps<O>) {
  const messages = useUiMessages(MESSAGES);
  const combobox = useCombobox({
    ...behaviour,
    selectedLabel:
      selectedLabel ??
      behaviour.options.find((option) => option.value === behaviour.selectedValue)?.label ??
      '',
  });
  const { matches, activeOption, optionId } = combobox;
  return (
    <div className={styles.root}>
      <TextField.Root
        {...control}
        {...combobox.inputProps}
        ref={inputRef}
        name={name}
        placeholder={placeholder}
        disabled={disabled}
      >
        <TrailingIconButton
          tabIndex={-1}
          aria-label={messages.comboboxShowOptions}
          disabled={disabled}
          // Keep the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={combobox.toggle}
        >
          <ChevronDownIcon />
        </TrailingIconButton>
      </TextField.Root>
      {combobox.open ? (
        <ul
          id={combobox.listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-busy={isLoading || undefined}
          className={styles.listbox}
        >
          {matches.length === 0 ? (
            <li role="presentation" className={styles.status}>
              {isLoading ? messages.tableLoading : messages.comboboxNoResults}
            </li>
          ) : (
            matches.map((option) => (
              <li
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={option.value === behaviour.selectedValue}
                aria-disabled={option.disabled || undefined}
                data-active={option === activeOption ? '' : undefined}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => combobox.pick(option)}
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
