import { useState, type InputHTMLAttributes } from 'react';
import { TextArea, TextField as RadixTextField } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { defaultFormMessages, useUiMessages } from '../messages';
import { EyeIcon, EyeOffIcon } from './field-icons';
import { FormField } from './FormField';
import type { ControlledFieldProps } from './field-types';
import { TrailingIconButton } from './TrailingIconButton';
import { useBoundField } from './use-bound-field';

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'maxLength' | 'readOnly' | 'required'
>;

/** Props of the single-line text fields (TextField, EmailField, PhoneField, PasswordField, SlugField). */
export type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & InputExtras;

type InputKind = 'text' | 'email' | 'tel' | 'password' | 'slug';

function stringValue(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function InputField<T extends FieldValues, N extends FieldPath<T>, TT>({
  kind,
  ...props
}: TextFieldProps<T, N, TT> & { kind: InputKind }) {
  const messages = useUiMessages(defaultFormMessages);
  const { field, formFieldProps, controlProps, rest: inputProps } = useBoundField(props);
  const { description } = formFieldProps;
  const [revealed, setRevealed] = useState(false);
  const type =
    kind === 'password' ? (revealed ? 'text' : 'password') : kind === 'slug' ? 'text' : kind;
  const rule = kind === 'slug' ? messages.slugRule : undefined;
  return (
    <FormField
      {...formFieldProps}
      // A slug's rule is always shown, after the app's own description if there is one.
      description={
        rule && description ? (
          <>
            {description} {rule}
          </>
        ) : (
          (description ?? rule)
        )
      }
    >
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          {...inputProps}
          {...controlProps}
          type={type}
          value={stringValue(field.value)}
          inputMode={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : undefined}
          autoComplete={
            inputProps.autoComplete ??
            (kind === 'email'
              ? 'email'
              : kind === 'tel'
                ? 'tel'
                : kind === 'password'
                  ? 'current-password'
                  : undefined)
          }
          spellCheck={kind === 'slug' || kind === 'email' ? false : undefined}
          autoCapitalize={kind === 'slug' || kind === 'email' ? 'none' : undefined}
          onChange={(event) =>
            field.onChange(kind === 'slug' ? event.target.value.toLowerCase() : event.target.value)
          }
        >
          {kind === 'password' ? (
            <TrailingIconButton
              aria-label={revealed ? messages.hidePassword : messages.showPassword}
              aria-pressed={revealed}
              disabled={field.disabled}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </TrailingIconButton>
          ) : null}
        </RadixTextField.Root>
      )}
    </FormField>
  );
}

/** A single-line text input bound to a react-hook-form field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: TextFieldProps<T, N, TT>,
) {
  return <InputField {...props} kind="text" />;
}

/** An e-mail input (`type="email"`, e-mail keyboard). Trimming and lowercasing are the schema's job. */
export function EmailField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: TextFieldProps<T, N, TT>,
) {
  return <InputField {...props} kind="email" />;
}

/** A phone input (`type="tel"`). The schema decides validity and turns an empty value into null. */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: TextFieldProps<T, N, TT>,
) {
  return <InputField {...props} kind="tel" />;
}

/** A password input with a show/hide toggle (a real button with `aria-pressed`). */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: TextFieldProps<T, N, TT>,
) {
  return <InputField {...props} kind="password" />;
}

/**
 * A slug input: what is typed is lowercased at once, and the rule of SPEC §5 (letters, digits, single
 * - or _ separators, at least 5 characters) is shown under it. The schema still validates it.
 */
export function SlugField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: TextFieldProps<T, N, TT>,
) {
  return <InputField {...props} kind="slug" />;
}

/** Props of TextareaField. */
export type TextareaFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  /** Visible rows (4 by default). */
  rows?: number;
  placeholder?: string;
  maxLength?: number;
};

/** A multi-line text input that resizes vertically. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  rows = 4,
  placeholder,
  maxLength,
  ...props
}: TextareaFieldProps<T, N, TT>) {
  const { field, formFieldProps, controlProps } = useBoundField(props);
  return (
    <FormField {...formFieldProps}>
      {(aria) => (
        <TextArea
          {...aria}
          {...controlProps}
          rows={rows}
          resize="vertical"
          placeholder={placeholder}
          maxLength={maxLength}
          value={stringValue(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
