import { useState } from 'react';
import { TextField as RadixTextField, VisuallyHidden } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { CurrencyInfo } from '../format';
import { FormField } from './FormField';
import type { ControlledFieldProps } from './field-types';
import {
  currencySymbol,
  minorToInput,
  parseMoneyInput,
  parsePercentageInput,
} from './number-input';
import { useBoundField } from './use-bound-field';
import * as styles from './FormFields.css';

/** Props of MoneyField. */
export type MoneyFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  /** The currency: its symbol is shown and its fraction digits decide the minor units. */
  currency: CurrencyInfo;
  /** Locale of the decimal and grouping separators (default "en-US"). */
  locale?: string;
  placeholder?: string;
};

/**
 * An amount of money. The form value is an integer in minor units (`123450` for $1,234.50 in USD) or
 * null when empty or unreadable; the input shows and edits the amount with the currency's fraction digits
 * and symbol. Typed text is parsed without floating-point arithmetic, accepting the locale's separators;
 * on blur a readable amount is rewritten in full ("1234.5" becomes "1234.50"). More decimals than the
 * currency has are not rounded: the value then holds a fraction of a minor unit, for the form's schema
 * to refuse with a message on the field.
 */
export function MoneyField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  currency,
  locale = 'en-US',
  placeholder,
  ...props
}: MoneyFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  // What the user is typing; null shows the value formatted.
  const [text, setText] = useState<string | null>(null);
  const formatted =
    typeof field.value === 'number' && Number.isFinite(field.value)
      ? minorToInput(field.value, currency, locale)
      : '';
  const symbol = currencySymbol(currency.code, locale);
  return (
    <FormField
      {...formFieldProps}
      // A symbol such as "$" is ambiguous when read aloud: the label also names the currency code.
      label={
        <>
          {formFieldProps.label}
          {symbol !== currency.code ? <VisuallyHidden> ({currency.code})</VisuallyHidden> : null}
        </>
      }
    >
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          {...controlProps}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={text ?? formatted}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(parseMoneyInput(event.target.value, currency, locale));
          }}
          // On leaving, a readable amount is shown formatted again; unreadable text, or an amount with
          // more decimals than the currency has, stays as typed to be fixed.
          onBlur={() => {
            if (text !== null && Number.isInteger(parseMoneyInput(text, currency, locale)))
              setText(null);
            if (text !== null && text.trim() === '') setText(null);
            field.onBlur();
          }}
        >
          <RadixTextField.Slot side="left" className={styles.suffix}>
            <span aria-hidden="true">{symbol}</span>
          </RadixTextField.Slot>
        </RadixTextField.Root>
      )}
    </FormField>
  );
}

/** Props of PercentageField. */
export type PercentageFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & { placeholder?: string };

/**
 * A whole-number percentage 0–100 with a "%" suffix (SPEC §5). Only digits are taken, a value above 100
 * becomes 100; the form value is a number, or null when empty.
 */
export function PercentageField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  placeholder,
  ...props
}: PercentageFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  const value = typeof field.value === 'number' ? String(field.value) : '';
  return (
    <FormField {...formFieldProps}>
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          {...controlProps}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          placeholder={placeholder}
          value={value}
          onChange={(event) => field.onChange(parsePercentageInput(event.target.value))}
        >
          <RadixTextField.Slot side="right" className={styles.suffix}>
            %
          </RadixTextField.Slot>
        </RadixTextField.Root>
      )}
    </FormField>
  );
}
