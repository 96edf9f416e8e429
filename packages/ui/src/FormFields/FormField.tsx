import { useId, type ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import * as styles from './FormFields.css';

/** What a control needs to be labelled and described for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** Visible label; it names the control (`<label for>`). */
  label: ReactNode;
  /** Help text under the control (also its accessible description). */
  description?: ReactNode;
  /** The message to show; the kit does not validate, it shows what it is given (e.g. `fieldState.error.message`). */
  error?: string;
  /** `stacked` (label above, default) or `inline` (control before the label: switches and checkboxes). */
  layout?: 'stacked' | 'inline';
  /** An id for the control; one is generated otherwise. */
  id?: string;
  /**
   * Renders the control with the id and ARIA attributes that tie it to the label, description and error
   * (spread them on the control). The second argument has the label's id, e.g. to name a popup list.
   */
  children: (control: FieldControlProps, ids: { labelId: string }) => ReactNode;
}

/**
 * Label, control, description and error wired together: the label names the control, the description and
 * the error describe it (`aria-describedby`), and an error marks it `aria-invalid`. Every kit field is
 * built on it; an app can wrap its own controls in it too.
 */
export function FormField({
  label,
  description,
  error,
  layout = 'stacked',
  id,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const labelId = `${controlId}-label`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const control = children(
    {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
    { labelId },
  );
  const labelElement = (
    <Text
      as="label"
      id={labelId}
      htmlFor={controlId}
      size="2"
      weight="medium"
      className={styles.label}
    >
      {label}
    </Text>
  );
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      {layout === 'inline' ? (
        <div className={styles.inlineRow}>
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {description ? (
        <Text as="p" id={descriptionId} size="1" color="gray" className={styles.message}>
          {description}
        </Text>
      ) : null}
      {error ? (
        <Text as="p" id={errorId} size="1" color="red" className={styles.message}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
