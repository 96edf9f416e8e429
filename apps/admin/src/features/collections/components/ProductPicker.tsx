import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PickedRow, SearchPicker } from '../../../shared/pickers/SearchPicker';
import type { CollectionFormOutput, CollectionFormValues } from '../form/form-values';
import { useProductSearch, useProductTitle } from '../queries';

interface ProductPickerProps {
  control: Control<CollectionFormValues, unknown, CollectionFormOutput>;
  /** Titles already known (the collection's preview), by product id. */
  knownTitles: Readonly<Record<string, string>>;
}

/** A chosen product by id: its title from what is known, else fetched (only for the rows shown). */
function PickedProduct({
  id,
  knownTitle,
  onRemove,
}: {
  id: string;
  knownTitle: string | undefined;
  onRemove: (title: string) => void;
}) {
  const { t } = useTranslation('non-settings');
  const fetched = useProductTitle(id, knownTitle === undefined);
  const title =
    knownTitle ??
    fetched.data ??
    (fetched.isError ? t('collections.products.unknown') : t('general:states.loading'));
  return (
    <PickedRow
      title={title}
      removeLabel={t('collections.products.remove', { title })}
      removeText={t('collections.products.removeShort')}
      onRemove={() => onRemove(title)}
    />
  );
}

/**
 * The products of a manual collection, in order: a search adds one at a time, each row removes its
 * product. Only the first rows show until "Show more", so only their titles are fetched.
 */
export function ProductPicker({ control, knownTitles }: ProductPickerProps) {
  const { t } = useTranslation('non-settings');
  const { field, fieldState } = useController({ control, name: 'product_ids' });
  const [search, setSearch] = useState<string | null>(null);
  const [pickedTitles, setPickedTitles] = useState<Record<string, string>>({});
  const found = useProductSearch(search);
  const picked = field.value;
  const options = (found.data ?? [])
    .filter((product) => !picked.includes(product.id))
    .map((product) => ({ value: product.id, label: product.title }));
  const titleOf = (id: string) => pickedTitles[id] ?? knownTitles[id];

  return (
    <SearchPicker
      label={t('collections.fields.addProducts')}
      description={t('collections.products.hint')}
      error={fieldState.error?.message}
      placeholder={t('collections.products.placeholder')}
      disabled={field.disabled}
      inputRef={field.ref}
      onBlur={field.onBlur}
      options={options}
      isLoading={found.isFetching}
      onSearchChange={setSearch}
      onPick={(option) => {
        setPickedTitles((titles) => ({ ...titles, [option.value]: option.label }));
        field.onChange([...picked, option.value]);
        return t('collections.products.added', { title: option.label });
      }}
      items={picked}
      getKey={(id) => id}
      listLabel={t('collections.products.listLabel')}
      count={t('collections.products.count', { count: picked.length })}
      onRemove={(id, title) => {
        field.onChange(picked.filter((other) => other !== id));
        return t('collections.products.removed', { title });
      }}
      renderItem={(id, remove) => (
        <PickedProduct id={id} knownTitle={titleOf(id)} onRemove={remove} />
      )}
    />
  );
}
