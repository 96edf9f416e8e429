import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/ui';
import { RichTextField } from '../../../../lib/rich-text/RichTextField';
import { GenerateInfoButton } from '../GenerateInfoButton';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/** Title, the AI helper that writes from it, and the description. */
export function DetailsSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('general:sections.details')}>
      <TextField
        control={form.control}
        name="title"
        label={t('general:fields.title')}
        autoComplete="off"
        required
      />
      <GenerateInfoButton form={form} />
      <RichTextField
        control={form.control}
        name="description"
        label={t('general:fields.description')}
      />
    </FormSection>
  );
}
