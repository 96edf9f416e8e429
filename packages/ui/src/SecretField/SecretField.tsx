import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, TextField as RadixTextField, VisuallyHidden } from '@radix-ui/themes';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../FormFields/FormField';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { EyeIcon, EyeOffIcon } from '../FormFields/field-icons';
import { TrailingIconButton } from '../FormFields/TrailingIconButton';
import { useBoundField } from '../FormFields/use-bound-field';
import { defaultFormMessages, useUiMessages } from '../messages';
import * as styles from './SecretField.css';

export type SecretFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & {
  /**
   * What is saved of this secret, as the server shows it: its last characters ('' when it is too
   * short to show any), or null / undefined when nothing is saved.
   */
  saved?: string | null;
  /** What a value looks like (`sk_live_…`): the input's placeholder. */
  placeholder?: string;
};

/** How a saved secret shows: dots, then the characters the server let through. */
const maskText = (saved: string) => (saved ? `••••${saved}` : '••••••••');

/**
 * A write-only secret (an API key, a webhook secret) bound to a react-hook-form field whose value is
 * the NEW secret: '' means "keep the saved one".
 *
 * - Nothing saved: a password input with a show/hide toggle.
 * - Something saved: a read-only input showing `••••` and the last characters the server gave
 *   (`saved`), and a Replace button that turns it into the password input, focused; Keep saved goes
 *   back, emptying the value. A new `saved` (the form saved) shows the mask again.
 * - A field error shows under either; the field's focus (react-hook-form's setFocus) lands on
 *   whichever input is shown.
 *
 * The kit never sees the secret itself: the server answers only `saved`. Its words (Replace, Keep
 * saved, Show, Hide, the note under a saved one) come from the kit's messages; each button's name
 * ends with the field's label ("Replace Secret key").
 */
export function SecretField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  saved,
  placeholder,
  ...props
}: SecretFieldProps<T, N, TT>) {
  const messages = useUiMessages(defaultFormMessages);
  const { field, formFieldProps, controlProps } = useBoundField(props);
  const value = typeof field.value === 'string' ? field.value : '';
  const hasSaved = saved !== null && saved !== undefined;
  // Which saved value the user chose to replace: a later save (a new `saved`) shows its mask again.
  const [replacing, setReplacing] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  // An error on a kept secret shows under the mask, beside the Replace button it calls for.
  const editing = !hasSaved || replacing === saved || value !== '';

  const buttonId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const replaceRef = useRef<HTMLButtonElement | null>(null);
  // Where focus goes after Replace (the input) or Keep saved (the Replace button) re-renders.
  const focusAfter = useRef<'input' | 'replace' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'input') inputRef.current?.focus();
    if (target === 'replace') replaceRef.current?.focus();
  });

  const bindInput: Ref<HTMLInputElement> = (element) => {
    inputRef.current = element;
    field.ref(element);
  };
  const disabled = field.disabled;
  const description = editing ? (
    formFieldProps.description
  ) : formFieldProps.description ? (
    <>
      {formFieldProps.description} {messages.secretSaved}
    </>
  ) : (
    messages.secretSaved
  );

  return (
    <FormField {...formFieldProps} description={description}>
      {(aria, { labelId }) => {
        // "Replace" + the field's label: a form with three secrets has three distinct buttons.
        const named = (id: string) => ({ id, 'aria-labelledby': `${id} ${labelId}` });
        if (!editing) {
          return (
            <RadixTextField.Root
              {...aria}
              ref={bindInput}
              readOnly
              value={maskText(saved ?? '')}
              className={styles.masked}
              onBlur={controlProps.onBlur}
            >
              <RadixTextField.Slot side="right">
                <Button
                  {...named(`${buttonId}-replace`)}
                  ref={replaceRef}
                  type="button"
                  size="1"
                  variant="soft"
                  disabled={disabled}
                  onClick={() => {
                    setReplacing(saved ?? '');
                    focusAfter.current = 'input';
                  }}
                >
                  {messages.secretReplace}
                </Button>
              </RadixTextField.Slot>
            </RadixTextField.Root>
          );
        }
        return (
          <RadixTextField.Root
            {...aria}
            {...controlProps}
            ref={bindInput}
            type={revealed ? 'text' : 'password'}
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            className={styles.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <TrailingIconButton
              {...named(`${buttonId}-reveal`)}
              aria-pressed={revealed}
              disabled={disabled}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
              <VisuallyHidden>
                {revealed ? messages.secretHide : messages.secretShow}
              </VisuallyHidden>
            </TrailingIconButton>
            {hasSaved ? (
              <RadixTextField.Slot side="right">
                <Button
                  {...named(`${buttonId}-keep`)}
                  type="button"
                  size="1"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => {
                    setReplacing(null);
                    setRevealed(false);
                    field.onChange('');
                    focusAfter.current = 'replace';
                  }}
                >
                  {messages.secretKeep}
                </Button>
              </RadixTextField.Slot>
            ) : null}
          </RadixTextField.Root>
        );
      }}
    </FormField>
  );
}
