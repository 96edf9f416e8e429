import { useId, type ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateTimeField } from './DateTimeField';
import * as styles from './DateRangeField.css';

/** Props of DateRangeField. */
export interface DateRangeFieldProps<
  TValues extends FieldValues,
  TFrom extends FieldPath<TValues>,
  TTo extends FieldPath<TValues>,
  TTransformed = TValues,
> {
  control: Control<TValues, unknown, TTransformed>;
  /** The form fields of the start and the end (Unix seconds, or null). */
  fromName: TFrom;
  toName: TTo;
  /** Names the pair (the group's legend), e.g. "Active dates". */
  label: ReactNode;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  /** Under the legend, e.g. which time zone the times are in. */
  description?: ReactNode;
  /** Under the end, e.g. "Leave empty for no end". */
  toDescription?: ReactNode;
  /** The IANA time zone both times are shown and typed in (see DateTimeField). */
  timeZone?: string;
  disabled?: boolean;
}

/**
 * A start and an end, each a date and time in the same time zone, as one labelled group. Each shows
 * its own message (an end before the start is the app's rule: it puts its message on the end).
 */
export function DateRangeField<
  T extends FieldValues,
  F extends FieldPath<T>,
  E extends FieldPath<T>,
  TT = T,
>({
  control,
  fromName,
  toName,
  label,
  fromLabel,
  toLabel,
  description,
  toDescription,
  timeZone,
  disabled,
}: DateRangeFieldProps<T, F, E, TT>) {
  const descriptionId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={description ? descriptionId : undefined}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend className={styles.legend}>{label}</legend>
      </Text>
      {description ? (
        <Text as="p" id={descriptionId} size="1" color="gray" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.row}>
        <DateTimeField
          control={control}
          name={fromName}
          label={fromLabel}
          timeZone={timeZone}
          disabled={disabled}
        />
        <DateTimeField
          control={control}
          name={toName}
          label={toLabel}
          description={toDescription}
          timeZone={timeZone}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}
