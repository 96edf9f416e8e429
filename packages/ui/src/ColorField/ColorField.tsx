import { useState } from 'react';
import { TextField as RadixTextField } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../FormFields/FormField';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { useBoundField } from '../FormFields/use-bound-field';
import { isHexColor } from './contrast';
import { ContrastCheck, type ColorContrastLabels } from './ContrastCheck';
import * as styles from './ColorField.css';

export type ColorFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  /** Accessible name of the native colour picker beside the text, e.g. "Pick the primary colour". */
  pickerLabel: string;
  /** When given, the colour's contrast against white and black is shown under it (WCAG AA). */
  contrastLabels?: ColorContrastLabels;
};

/** Six hex digits typed without their `#` get one when the field is left. */
const BARE_HEX = /^[0-9a-f]{6}$/;

/**
 * A colour as `#rrggbb`: a text input for the hex value (typed lowercased) beside the browser's
 * own colour picker, both bound to one react-hook-form field, and, with `contrastLabels`, how the
 * colour reads against white and black. While the text is not a full colour the picker keeps the
 * last one that was; the schema decides what is valid and the field shows its message.
 */
export function ColorField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  pickerLabel,
  contrastLabels,
  ...props
}: ColorFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  const text = typeof field.value === 'string' ? field.value : '';
  const valid = isHexColor(text);
  // The picker needs a whole colour: the value when it is one, else the last one it was.
  const [lastValid, setLastValid] = useState(valid ? text.toLowerCase() : '#000000');
  if (valid && text.toLowerCase() !== lastValid) setLastValid(text.toLowerCase());
  const swatch = valid ? text.toLowerCase() : lastValid;

  return (
    <div>
      <FormField {...formFieldProps}>
        {(aria) => (
          <div className={styles.row}>
            <input
              type="color"
              className={styles.picker}
              aria-label={pickerLabel}
              value={swatch}
              disabled={field.disabled}
              onChange={(event) => field.onChange(event.target.value.toLowerCase())}
            />
            <RadixTextField.Root
              {...aria}
              {...controlProps}
              className={styles.text}
              value={text}
              maxLength={7}
              spellCheck={false}
              autoCapitalize="none"
              autoComplete="off"
              onChange={(event) => field.onChange(event.target.value.trim().toLowerCase())}
              onBlur={() => {
                if (BARE_HEX.test(text)) field.onChange(`#${text}`);
                field.onBlur();
              }}
            />
          </div>
        )}
      </FormField>
      {/* After the field's own description and message, which belong right under the input. */}
      {contrastLabels && valid ? (
        <div className={styles.check}>
          <ContrastCheck color={swatch} labels={contrastLabels} />
        </div>
      ) : null}
    </div>
  );
}
