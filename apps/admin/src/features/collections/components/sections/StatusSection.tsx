import { useTranslation } from 'react-i18next';
import { COLLECTION_STATUSES } from '@shop/admin-api';
import { SelectField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/** Whether the store shows the collection. */
export function StatusSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('general:fields.status')}>
      <SelectField
        control={form.control}
        name="status"
        label={t('general:fields.status')}
        description={t('collections.statusHint')}
        options={COLLECTION_STATUSES.map((status) => ({
          value: status,
          label: t(`general:states.${status}`),
        }))}
      />
    </FormSection>
  );
}
