import { useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField } from '@shop/ui';
import { errorStatus } from '../../../../lib/http/errors';
import type { CustomizeControl } from '../form/customize-form';
import { useReferenceSearch, type ThemeReference } from '../queries';

/**
 * A collection or product setting: a search of the shop's catalog picks one (its id is the value),
 * Clear leaves none. `known` are the titles the customize payload brought for what the draft names.
 */
export function ReferencePickerField({
  control,
  name,
  kind,
  label,
  description,
  known,
}: {
  control: CustomizeControl;
  name: `sections.${string}.${string}`;
  kind: 'collection' | 'product';
  label: string;
  description?: string;
  known: readonly ThemeReference[];
}) {
  const { t } = useTranslation('themes');
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState<string | null>(null);
  // Titles of what was picked here, for a pick that is not in the payload's references.
  const [picked, setPicked] = useState<ThemeReference[]>([]);
  const found = useReferenceSearch(kind, search);
  const value = typeof field.value === 'string' && field.value ? field.value : null;
  const title = [...picked, ...known].find((reference) => reference.id === value)?.title;
  const options = (found.data ?? []).map((reference) => ({
    value: reference.id,
    label: reference.title,
  }));
  const forbidden = errorStatus(found.error) === 403;
  const hint = forbidden ? t('fields.pickerForbidden') : description;

  return (
    <FormField label={label} description={hint} error={fieldState.error?.message}>
      {(aria, { labelId }) => (
        <Flex gap="2" align="start">
          <div style={{ flex: 1, minInlineSize: 0 }}>
            <Combobox
              control={aria}
              labelId={labelId}
              inputRef={field.ref}
              name={field.name}
              options={options}
              selectedValue={value ?? undefined}
              selectedLabel={value ? (title ?? t('fields.unknownReference')) : ''}
              isLoading={found.isFetching}
              onSearchChange={setSearch}
              onPick={(option) => {
                setPicked((list) => [...list, { id: option.value, title: option.label }]);
                field.onChange(option.value);
              }}
              onBlur={field.onBlur}
              placeholder={t(kind === 'product' ? 'fields.pickProduct' : 'fields.pickCollection')}
              disabled={field.disabled}
            />
          </div>
          {value ? (
            <Button
              type="button"
              variant="soft"
              color="gray"
              aria-label={t('fields.clearNamed', { label })}
              disabled={field.disabled}
              onClick={() => field.onChange(null)}
            >
              {t('fields.clear')}
            </Button>
          ) : null}
        </Flex>
      )}
    </FormField>
  );
}
