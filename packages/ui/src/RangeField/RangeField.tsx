import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../FormFields/FormField';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { useBoundField } from '../FormFields/use-bound-field';
import * as styles from './RangeField.css';
import { formatNumber } from '../format/intl-formats';

export type RangeFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  min: number;
  max: number;
  step?: number;
  /** Written after the value, e.g. `px` or `%`. */
  unit?: string;
  /** The value as shown and read aloud (default: the number in `locale`, then the unit). */
  formatValue?: (value: number) => string;
  /** Locale of the number shown (default "en-US"). */
  locale?: string;
};

/**
 * A number between `min` and `max` chosen with a slider (arrow keys move it by `step`, Page Up and
 * Down by more, Home and End to the ends), its value shown beside it with its unit and read aloud
 * the same way. The form value is a number.
 */
export function RangeField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  min,
  max,
  step = 1,
  unit,
  formatValue,
  locale = 'en-US',
  ...props
}: RangeFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : min;
  const shown = formatValue?.(value) ?? `${formatNumber(value, locale)}${unit ? ` ${unit}` : ''}`;
  return (
    <FormField {...formFieldProps}>
      {(aria) => (
        <div className={styles.row}>
          <input
            {...aria}
            {...controlProps}
            type="range"
            className={styles.slider}
            min={min}
            max={max}
            step={step}
            value={value}
            aria-valuetext={shown}
            onChange={(event) => field.onChange(Number(event.target.value))}
          />
          <output htmlFor={aria.id} className={styles.value} aria-hidden="true">
            {shown}
          </output>
        </div>
      )}
    </FormField>
  );
}
