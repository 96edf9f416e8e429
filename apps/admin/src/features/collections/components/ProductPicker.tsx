import { useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField, ShowMoreList } from '@shop/ui';
import type { CollectionFormOutput, CollectionFormValues } from '../form/form-values';
import { useProductSearch, useProductTitle } from '../queries';

interface ProductPickerProps {
  control: Control<CollectionFormValues, unknown, CollectionFormOutput>;
  /** Titles already known (the collection's preview), by product id. */
  knownTitles: Readonly<Record<string, string>>;
}

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
    <Flex align="center" justify="between" gap="3">
      <Text size="2">{title}</Text>
      <Button
        type="button"
        size="1"
        variant="ghost"
        color="red"
        aria-label={t('collections.products.remove', { title })}
        onClick={() => onRemove(title)}
      >
        {t('collections.products.removeShort')}
      </Button>
    </Flex>
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
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const found = useProductSearch(search);
  const picked = field.value;
  const options = (found.data ?? [])
    .filter((product) => !picked.includes(product.id))
    .map((product) => ({ value: product.id, label: product.title }));
  const titleOf = (id: string) => pickedTitles[id] ?? knownTitles[id];

  return (
    <Flex direction="column" gap="3">
      <FormField
        label={t('collections.fields.addProducts')}
        description={t('collections.products.hint')}
        error={fieldState.error?.message}
      >
        {(aria, { labelId }) => (
          <Combobox
            control={aria}
            labelId={labelId}
            inputRef={(element) => {
              field.ref(element);
              input.current = element;
            }}
            selectedLabel=""
            options={options}
            isLoading={found.isFetching}
            onSearchChange={setSearch}
            onPick={(option) => {
              setPickedTitles((titles) => ({ ...titles, [option.value]: option.label }));
              field.onChange([...picked, option.value]);
              setAnnouncement(t('collections.products.added', { title: option.label }));
            }}
            onBlur={field.onBlur}
            placeholder={t('collections.products.placeholder')}
            disabled={field.disabled}
          />
        )}
      </FormField>
      <Text as="p" size="2" color="gray">
        {t('collections.products.count', { count: picked.length })}
      </Text>
      {picked.length > 0 ? (
        <ShowMoreList
          items={picked}
          getKey={(id) => id}
          label={t('collections.products.listLabel')}
          renderItem={(id) => (
            <PickedProduct
              id={id}
              knownTitle={titleOf(id)}
              onRemove={(title) => {
                field.onChange(picked.filter((other) => other !== id));
                setAnnouncement(t('collections.products.removed', { title }));
                // The row and its button are gone: the focus goes back to the search.
                input.current?.focus();
              }}
            />
          )}
        />
      ) : null}
      {/* Adding and removing change the list out of view of the control used: say what happened. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Flex>
  );
}
