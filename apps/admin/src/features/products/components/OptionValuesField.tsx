import { useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { IconButton, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CloseIcon, FormField } from '@shop/ui';
import type { ProductFormApi } from '../form/product-form';
import * as styles from './product-form.css';

/** "S, M ,L" → ["S", "M", "L"]: what one entry adds (empty pieces are dropped). */
export function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * An option's values as chips: type a value and press Enter (or a comma) to add it, remove one with
 * its button. The form value is the list; a value left in the box is added when the box is left.
 */
export function OptionValuesField({
  form,
  index,
  optionName,
}: {
  form: ProductFormApi;
  index: number;
  /** For the remove buttons' names ("Remove M from Size"). */
  optionName: string;
}) {
  const { t } = useTranslation('non-settings');
  const { field, fieldState } = useController({
    control: form.control,
    name: `options.${index}.values`,
  });
  const values = field.value;
  const [text, setText] = useState('');

  const add = () => {
    const added = splitValues(text);
    setText('');
    if (added.length) field.onChange([...values, ...added]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must not submit the product form; a comma separates values.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      field.onChange(values.slice(0, -1));
    }
  };

  return (
    <FormField
      label={t('products.options.values')}
      description={t('products.options.valuesHint')}
      error={fieldState.error?.message}
    >
      {(aria) => (
        <>
          {values.length > 0 ? (
            <ul
              className={styles.chips}
              aria-label={t('products.options.valuesOf', { name: optionName })}
            >
              {values.map((value, position) => (
                <li key={`${value}-${position}`} className={styles.chip}>
                  <span>{value}</span>
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    color="gray"
                    radius="full"
                    aria-label={t('products.options.removeValue', { value, name: optionName })}
                    onClick={() => field.onChange(values.filter((_, i) => i !== position))}
                  >
                    <CloseIcon size={12} />
                  </IconButton>
                </li>
              ))}
            </ul>
          ) : null}
          <TextField.Root
            {...aria}
            ref={field.ref}
            name={field.name}
            value={text}
            autoComplete="off"
            placeholder={t('products.options.valuePlaceholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add();
              field.onBlur();
            }}
          />
        </>
      )}
    </FormField>
  );
}
