import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField } from '@shop/ui';
import type { CollectionFormValues } from '../form/form-values';
import { parentOptions, type ParentChoiceSelf } from '../form/parent-options';
import { useCollectionPath, useCollectionSearch } from '../queries';

interface ParentCollectionFieldProps {
  control: Control<CollectionFormValues, unknown, unknown>;
  /** The collection being edited (left out of the choices with its sub-collections); null when new. */
  self: ParentChoiceSelf | null;
}

/** The parent of a sub-collection: a search over the shop's collections by title (§5 rule on it). */
export function ParentCollectionField({ control, self }: ParentCollectionFieldProps) {
  const { t } = useTranslation('non-settings');
  const { field, fieldState } = useController({ control, name: 'parent_collection_id' });
  const [search, setSearch] = useState<string | null>(null);
  const found = useCollectionSearch(search);
  // The chosen parent may be on no page of results: its own record names it.
  const chosenPath = useCollectionPath(field.value);
  const options = parentOptions(found.data?.items ?? [], self, t('collections.parent.tooDeep'));
  const selectedLabel = field.value
    ? (chosenPath.data ?? options.find((option) => option.value === field.value)?.label ?? '')
    : '';

  return (
    <FormField
      label={t('collections.fields.parent')}
      description={t('collections.parent.hint')}
      error={fieldState.error?.message}
    >
      {(aria, { labelId }) => (
        <Combobox
          control={aria}
          labelId={labelId}
          inputRef={field.ref}
          selectedLabel={selectedLabel}
          selectedValue={field.value}
          options={options}
          isLoading={found.isFetching}
          onSearchChange={setSearch}
          onPick={(option) => field.onChange(option.value)}
          onBlur={field.onBlur}
          placeholder={t('collections.parent.placeholder')}
          disabled={field.disabled}
        />
      )}
    </FormField>
  );
}
