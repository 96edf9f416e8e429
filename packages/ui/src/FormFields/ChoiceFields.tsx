import { Checkbox, Select, Switch } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Combobox } from '../Combobox';
import { defaultFormMessages, useUiMessages } from '../messages';
import { FormField } from './FormField';
import type { ControlledFieldProps } from './field-types';
import { useBoundField } from './use-bound-field';
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
  const messages = useUiMessages(defaultFormMessages);
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
 * A searchable choice (the kit's Combobox over the field's own options). Typing filters the options;
 * ArrowDown / ArrowUp move through them (ArrowDown or Alt+ArrowDown opens the list), Home / End jump to
 * the first or last, Enter picks, Escape closes and restores the chosen label. Leaving the field without
 * picking keeps the previous value.
 */
export function ComboboxField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  options,
  placeholder,
  filter = defaultFilter,
  ...props
}: ComboboxFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  return (
    <FormField {...formFieldProps}>
      {(aria, { labelId }) => (
        <Combobox
          control={aria}
          labelId={labelId}
          inputRef={controlProps.ref}
          name={controlProps.name}
          disabled={controlProps.disabled}
          options={options}
          filter={filter}
          selectedValue={typeof field.value === 'string' ? field.value : undefined}
          onPick={(option) => field.onChange(option.value)}
          onBlur={field.onBlur}
          placeholder={placeholder}
        />
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
