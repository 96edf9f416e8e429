import { useWatch } from 'react-hook-form';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { COLLECTION_TYPES, type CollectionDetail } from '@shop/admin-api';
import { SelectField } from '@shop/ui';
import { ConditionsEditor } from '../ConditionsEditor';
import { ProductPicker } from '../ProductPicker';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/**
 * What an automated collection holds now, as the server counted it with its saved conditions (a
 * manual one lists its picks below instead).
 */
function MatchingNow({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('non-settings');
  const matches = collection.products_preview;
  return (
    <Flex direction="column" gap="1">
      <Text as="p" size="2" weight="medium">
        {t('collections.saved.automated', { count: collection.products_count })}
      </Text>
      {matches.length > 0 ? (
        <Text as="p" size="2" color="gray">
          {t('collections.saved.preview', {
            titles: matches.map((product) => product.title).join(', '),
          })}
        </Text>
      ) : null}
    </Flex>
  );
}

/** How the collection gets its products: picked by hand, or matched by conditions. */
export function ProductsSection({
  form,
  collection,
}: {
  form: CollectionFormApi;
  collection: CollectionDetail | null;
}) {
  const { t } = useTranslation('non-settings');
  const type = useWatch({ control: form.control, name: 'collection_type' });
  const knownTitles = Object.fromEntries(
    (collection?.collection_type === 'manual' ? collection.products_preview : []).map((product) => [
      product.id,
      product.title,
    ]),
  );
  return (
    <FormSection title={t('general:nav.products')}>
      <SelectField
        control={form.control}
        name="collection_type"
        label={t('collections.fields.collectionType')}
        description={type ? t(`collections.typeHints.${type}`) : undefined}
        placeholder={t('collections.typePlaceholder')}
        options={COLLECTION_TYPES.map((value) => ({
          value,
          label: t(`collections.types.${value}`),
        }))}
      />
      {collection?.collection_type === 'automated' ? <MatchingNow collection={collection} /> : null}
      {type === 'automated' ? (
        <ConditionsEditor control={form.control} setValue={form.setValue} />
      ) : null}
      {type === 'manual' ? (
        <ProductPicker control={form.control} knownTitles={knownTitles} />
      ) : null}
    </FormSection>
  );
}
