import { useId } from 'react';
import { Text, TextField } from '@radix-ui/themes';
import { MAX_AVAILABLE, MIN_AVAILABLE } from '@shop/admin-api';
import {
  useStockQuantityEditor,
  type StockQuantityEditorOptions,
} from './use-stock-quantity-editor';
import * as styles from './StockQuantityInput.css';

export interface StockQuantityInputProps extends StockQuantityEditorOptions {
  /** The input's accessible name, naming what it counts ("Available: Linen shirt, M / Blue"). */
  label: string;
}

/** A stock quantity edited in place (see useStockQuantityEditor), with its message under it. */
export function StockQuantityInput({ label, ...options }: StockQuantityInputProps) {
  const editor = useStockQuantityEditor(options);
  const messageId = useId();
  return (
    <div className={styles.field}>
      <TextField.Root
        className={styles.input}
        type="number"
        inputMode="numeric"
        step={1}
        min={MIN_AVAILABLE}
        max={MAX_AVAILABLE}
        autoComplete="off"
        aria-label={label}
        aria-invalid={editor.problem ? true : undefined}
        aria-describedby={editor.problem ? messageId : undefined}
        aria-busy={editor.saving || undefined}
        readOnly={editor.saving}
        value={editor.value}
        onChange={editor.onChange}
        onKeyDown={editor.onKeyDown}
        onBlur={editor.onBlur}
      />
      {editor.problem ? (
        // An alert: the message comes after Enter, while the focus stays in the field.
        <Text as="p" id={messageId} role="alert" size="1" color="red" className={styles.message}>
          {editor.problem}
        </Text>
      ) : null}
    </div>
  );
}
