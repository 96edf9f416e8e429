import { useController, type Control } from 'react-hook-form';
import { TextField as RadixTextField } from '@radix-ui/themes';
import type { WeightUnit } from '@shop/admin-api';
import { FormField } from '@shop/ui';
import type { ZoneOutput, ZoneValues } from '../form/zone-form';
import * as styles from './shipping.css';

/**
 * A rate's weight bound as typed, in the shop's weight unit (its label names it, the input shows it
 * after the value): the text is the form's, read as a number when the form is checked ("2,5" and
 * "2.5" alike).
 */
export function WeightField({
  control,
  name,
  label,
  description,
  unit,
  placeholder,
}: {
  control: Control<ZoneValues, unknown, ZoneOutput>;
  name: `rates.${number}.min_weight` | `rates.${number}.max_weight`;
  label: string;
  description?: string;
  unit: WeightUnit;
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} description={description} error={fieldState.error?.message}>
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className={styles.weight}
        >
          {/* The label names the unit too: this is the visual reminder. */}
          <RadixTextField.Slot side="right">
            <span aria-hidden="true">{unit}</span>
          </RadixTextField.Slot>
        </RadixTextField.Root>
      )}
    </FormField>
  );
}
