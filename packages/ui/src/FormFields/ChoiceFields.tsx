import { useId, useState, type KeyboardEvent } from 'react';
import { Checkbox, Select, Switch, TextField as RadixTextField } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ChevronDownIcon } from '../icons';
import { useUiMessages } from '../messages';
import { FormField } from './FormField';
import type { ControlledFieldProps } from './fieldTypes';
import { TrailingIconButton } from './TextFields';
import { useBoundField } from './useBoundField';
import * as styles from './FormFields.css';

/** One choice of a SelectField or ComboboxField. */
export interface FieldOption {
  /** The form value (a non-empty string). */
  value: string;
  /** What the user sees and searches. */
  label: string;
  disabled?: boolean;
}

/** What SelectField and ComboboxField take besides the common field props. */
interface OptionsProps {
  options: FieldOption[];
  /** Shown while nothing is chosen (SelectField's default: messages.selectPlaceholder). */
  placeholder?: string;
}

/** Props of SelectField. */
export type SelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & OptionsProps;

/** A drop-down choice (Radix Select): the value is the chosen option's `value`, '' or null for none. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  options,
  placeholder,
  ...props
}: SelectFieldProps<T, N, TT>) {
  const messages = useUiMessages();
  // Radix Select splits the control: the root takes the name and disabled state, the trigger the ref
  // and ARIA props, and closing the list counts as leaving the field. So no controlProps here.
  const { field, formFieldProps } = useBoundField(props);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  return (
    <FormField {...formFieldProps}>
      {(aria) => (
        <Select.Root
          name={field.name}
          value={value ?? ''}
          disabled={field.disabled}
          onValueChange={(next) => field.onChange(next)}
          onOpenChange={(open) => {
            if (!open) field.onBlur();
          }}
        >
          <Select.Trigger
            {...aria}
            ref={field.ref}
            className={styles.selectTrigger}
            placeholder={placeholder ?? messages.selectPlaceholder}
          />
          <Select.Content position="popper">
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  );
}

/** Props of ComboboxField. */
export type ComboboxFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> &
  OptionsProps & {
    /** Decides whether an option matches the typed text (default: case-insensitive "contains" on the label). */
    filter?: (option: FieldOption, query: string) => boolean;
  };

const defaultFilter = (option: FieldOption, query: string) =>
  option.label.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * A searchable choice (ARIA 1.2 combobox with a listbox popup). Typing filters the options; ArrowDown /
 * ArrowUp move through them (ArrowDown or Alt+ArrowDown opens the list), Home / End jump to the first or
 * last, Enter picks, Escape closes and restores the chosen label. Leaving the field without picking keeps
 * the previous value.
 */
export function ComboboxField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  options,
  placeholder,
  filter = defaultFilter,
  ...props
}: ComboboxFieldProps<T, N, TT>) {
  const messages = useUiMessages();
  const listId = useId();
  const { field, formFieldProps, controlProps } = useBoundField(props);
  const selected = options.find((option) => option.value === field.value);
  // null: not searching, the input shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches =
    query === null || query === '' ? options : options.filter((option) => filter(option, query));
  const enabled = matches.filter((option) => !option.disabled);
  const activeOption = open ? enabled[Math.min(active, enabled.length - 1)] : undefined;
  const optionId = (option: FieldOption) => `${listId}-${option.value}`;

  const openList = () => {
    const index = selected ? enabled.indexOf(selected) : -1;
    setActive(index >= 0 ? index : 0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: FieldOption) => {
    field.onChange(option.value);
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
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          // Handled here: a surrounding dialog must not close as well.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  };

  return (
    <FormField {...formFieldProps}>
      {(aria, { labelId }) => (
        <div className={styles.combobox}>
          <RadixTextField.Root
            {...aria}
            {...controlProps}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            // Leaving the field also closes the list (and drops what was typed without picking).
            onBlur={() => {
              close();
              field.onBlur();
            }}
          >
            <TrailingIconButton
              tabIndex={-1}
              aria-label={messages.comboboxShowOptions}
              disabled={field.disabled}
              // Keep the focus in the input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => (open ? close() : openList())}
            >
              <ChevronDownIcon />
            </TrailingIconButton>
          </RadixTextField.Root>
          {open ? (
            <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.listbox}>
              {matches.length === 0 ? (
                <li role="presentation" className={styles.noResults}>
                  {messages.comboboxNoResults}
                </li>
              ) : (
                matches.map((option) => (
                  <li
                    key={option.value}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option.value === field.value}
                    aria-disabled={option.disabled || undefined}
                    data-active={option === activeOption ? '' : undefined}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      if (!option.disabled) choose(option);
                    }}
                  >
                    {option.label}
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

/** Props of SwitchField and CheckboxField. */
export type ToggleFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed>;

/**
 * Switch and checkbox differ only in the control: both hold a boolean, with the label beside them.
 * `checked === true` also turns the checkbox's 'indeterminate' into false.
 */
function ToggleField<T extends FieldValues, N extends FieldPath<T>, TT>({
  Toggle,
  ...props
}: ToggleFieldProps<T, N, TT> & { Toggle: typeof Switch | typeof Checkbox }) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  return (
    <FormField {...formFieldProps} layout="inline">
      {(aria) => (
        <Toggle
          {...aria}
          {...controlProps}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        />
      )}
    </FormField>
  );
}

/** An on/off switch (`role="switch"`) bound to a boolean field, label beside it. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: ToggleFieldProps<T, N, TT>,
) {
  return <ToggleField {...props} Toggle={Switch} />;
}

/** A checkbox bound to a boolean field, label beside it. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: ToggleFieldProps<T, N, TT>,
) {
  return <ToggleField {...props} Toggle={Checkbox} />;
}
