import { useWatch } from 'react-hook-form';
import { DataList } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MAX_COLLECTION_LEVEL, type CollectionDetail } from '@shop/admin-api';
import { SwitchField, TextField } from '@shop/ui';
import { ParentCollectionField } from '../ParentCollectionField';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/** Where the collection sits as the server keeps it (derived from its parent, read only). */
function PlaceInTree({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('non-settings');
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      <DataList.Item>
        <DataList.Label>{t('collections.tree.path')}</DataList.Label>
        <DataList.Value>{collection.path}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('collections.tree.level')}</DataList.Label>
        <DataList.Value>
          {t('collections.tree.levelValue', {
            level: collection.level + 1,
            max: MAX_COLLECTION_LEVEL + 1,
          })}
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('collections.tree.below')}</DataList.Label>
        <DataList.Value>
          {t('collections.tree.belowValue', { count: collection.hierarchy_depth })}
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

/** Sub-collection flag and parent (§5 rule), order among siblings, and the read-only place in the tree. */
export function HierarchySection({
  form,
  collection,
}: {
  form: CollectionFormApi;
  collection: CollectionDetail | null;
}) {
  const { t } = useTranslation('non-settings');
  const isSubcategory = useWatch({ control: form.control, name: 'make_subcategory' });
  return (
    <FormSection title={t('collections.sections.hierarchy')}>
      <SwitchField
        control={form.control}
        name="make_subcategory"
        label={t('collections.fields.makeSubcategory')}
      />
      {isSubcategory ? (
        <ParentCollectionField
          control={form.control}
          self={
            collection ? { id: collection.id, hierarchy_depth: collection.hierarchy_depth } : null
          }
        />
      ) : null}
      <TextField
        control={form.control}
        name="display_order"
        label={t('collections.fields.displayOrder')}
        description={t('collections.displayOrderHint')}
        autoComplete="off"
      />
      <SwitchField
        control={form.control}
        name="show_products_at_level"
        label={t('collections.fields.showProductsAtLevel')}
        description={t('collections.showProductsAtLevelHint')}
      />
      {collection ? <PlaceInTree collection={collection} /> : null}
    </FormSection>
  );
}
