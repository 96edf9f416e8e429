import { useLayoutEffect, useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as styles from './FormFrame.css';
import { useFormLocked } from './use-form-locked';

type FormAttributes = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

/**
 * The element of every form of the app: the fields are checked by the form's schema (no browser
 * bubbles), and all of them, not only the save button, are disabled while the form is saved and
 * after a successful save the app leaves (§4), through one fieldset. Disabling drops the focus;
 * when the form takes input again the focus goes to the first field with an error (the server's,
 * §5, or the schema's), or back to where it was.
 */
export function FormFrame<Values extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...attributes
}: FormAttributes & {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const locked = useFormLocked(form);
  const element = useRef<HTMLFormElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);

  // Where the focus was when the save began: read on submit, since the browser takes the focus away
  // as soon as the fieldset is disabled, before any effect runs.
  const rememberFocus = () => {
    const active = document.activeElement;
    focusedBefore.current =
      active instanceof HTMLElement && element.current?.contains(active) ? active : null;
  };

  useLayoutEffect(() => {
    const root = element.current;
    if (!root || locked) return;
    const previous = focusedBefore.current;
    focusedBefore.current = null;
    // Only when the lock took the focus away: a user who has moved on keeps where they are. The
    // focus the lock dropped is on the body, or on a container around the form where a dialog's
    // focus trap parks it (Radix moves it there when the spinner replaces the button's label).
    const active = document.activeElement;
    const dropped = !active || active === document.body || active.contains(root);
    if (!previous || !dropped) return;
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? (previous.isConnected ? previous : null))?.focus();
  }, [locked]);

  return (
    <form
      {...attributes}
      ref={element}
      noValidate
      aria-busy={locked || undefined}
      onSubmit={(event) => {
        rememberFocus();
        onSubmit(event);
      }}
    >
      <fieldset disabled={locked} className={styles.fieldset}>
        {children}
      </fieldset>
    </form>
  );
}
