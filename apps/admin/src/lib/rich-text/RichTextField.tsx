import { lazy, Suspense, useCallback } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField, type ControlledFieldProps } from '@shop/ui';
import { SafeHtml } from './SafeHtml';
import * as styles from './rich-text.css';

const loadEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadEditor);

/**
 * Starts downloading the editor's code (call it from the loader of a route that shows the field, so
 * the download runs alongside the route's data instead of after the first render).
 */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

/**
 * A rich-text description bound to react-hook-form: label, error and description like every kit
 * field; the value is HTML ('' when empty). Until the editor's code has loaded, the current text shows
 * read-only (sanitised) in the same box.
 */
export function RichTextField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  description,
  disabled,
  id,
}: ControlledFieldProps<T, N, TT>) {
  const { field, fieldState } = useController({ control, name, disabled });
  const html = typeof field.value === 'string' ? field.value : '';
  const { ref } = field;
  const onReady = useCallback((focus: () => void) => ref({ focus }), [ref]);

  return (
    <FormField id={id} label={label} description={description} error={fieldState.error?.message}>
      {(aria, { labelId }) => (
        <Suspense
          fallback={
            <div className={styles.frame} aria-busy="true">
              <SafeHtml html={html} className={styles.loading} />
            </div>
          }
        >
          <RichTextEditor
            value={html}
            onChange={field.onChange}
            onBlur={field.onBlur}
            control={aria}
            labelId={labelId}
            disabled={Boolean(field.disabled)}
            onReady={onReady}
          />
        </Suspense>
      )}
    </FormField>
  );
}
