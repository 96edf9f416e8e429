import { TextField as RadixTextField } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../FormFields/FormField';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { useBoundField } from '../FormFields/use-bound-field';
import { fromZonedInput, toZonedInput } from './zoned-time';

/** Props of DateTimeField. */
export type DateTimeFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  /**
   * The IANA time zone the time is shown and typed in (a shop's, say), whatever the browser's is.
   * Default: the browser's.
   */
  timeZone?: string;
};

/**
 * A date and time (the browser's `datetime-local` control) in a given time zone. The form value is
 * Unix seconds, or null when empty or incomplete.
 */
export function DateTimeField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  timeZone,
  ...props
}: DateTimeFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  // A control with a part missing (a date without its hour) has the value '' until it is complete,
  // as the form's null: React leaves its half-typed parts alone.
  const shown = typeof field.value === 'number' ? toZonedInput(field.value, timeZone) : '';
  return (
    <FormField {...formFieldProps}>
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          {...controlProps}
          type="datetime-local"
          value={shown}
          onChange={(event) => field.onChange(fromZonedInput(event.target.value, timeZone))}
        />
      )}
    </FormField>
  );
}
