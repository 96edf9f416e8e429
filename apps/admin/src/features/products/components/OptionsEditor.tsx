import { useFieldArray, useWatch } from 'react-hook-form';
import { Button, Flex, Grid, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_OPTIONS } from '@shop/admin-api';
import { CloseIcon, TextField } from '@shop/ui';
import type { ProductFormApi } from '../form/product-form';
import { OptionValuesField } from './OptionValuesField';
import * as styles from './product-form.css';

/** The product's options (Size, Color…), each with its values; at most three (the contract's limit). */
export function OptionsEditor({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('non-settings');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'options' });
  const names = useWatch({ control: form.control, name: 'options' }).map((option) => option.name);
  const errors = form.formState.errors.options;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Flex direction="column" gap="3">
      {fields.length > 0 ? (
        <div>
          {fields.map((option, index) => {
            const name = names[index]?.trim() || t('products.options.unnamed', { n: index + 1 });
            return (
              <Grid
                key={option.id}
                className={styles.option}
                columns={{ initial: '1', sm: '2fr 3fr auto' }}
                gap="3"
                align="start"
              >
                <TextField
                  control={form.control}
                  name={`options.${index}.name`}
                  label={t('products.options.name')}
                  placeholder={t('products.options.namePlaceholder')}
                  autoComplete="off"
                />
                <OptionValuesField form={form} index={index} optionName={name} />
                <Flex pt={{ initial: '0', sm: '5' }}>
                  <IconButton
                    type="button"
                    variant="ghost"
                    color="red"
                    aria-label={t('products.options.remove', { name })}
                    onClick={() => remove(index)}
                  >
                    <CloseIcon />
                  </IconButton>
                </Flex>
              </Grid>
            );
          })}
        </div>
      ) : (
        <Text as="p" size="2" color="gray">
          {t('products.options.none')}
        </Text>
      )}
      {listError ? (
        <Text as="p" size="2" color="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <div>
        <Button
          type="button"
          variant="soft"
          disabled={fields.length >= MAX_PRODUCT_OPTIONS}
          onClick={() => append({ name: '', values: [] }, { shouldFocus: true })}
        >
          {t('products.options.add')}
        </Button>
      </div>
    </Flex>
  );
}
