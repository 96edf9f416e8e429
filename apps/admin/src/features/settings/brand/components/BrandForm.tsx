import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@shop/admin-api';
import {
  ColorField,
  ConflictDialog,
  numberFormat,
  TextareaField,
  TextField,
  type ColorContrastLabels,
} from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { currentIntlLocale } from '../../../../lib/i18n/intl-locale';
import { brandBody, toBrandValues } from '../form/brand-form';
import { useUpdateBrand } from '../queries';
import { SingleImageField } from '../../../../shared/media/SingleImageField';

/** The brand's logo, colours, cover image and words, saved together over the version loaded. */
export function BrandForm({ brand }: { brand: Brand }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateBrand();
  const edit = useEditForm({
    record: brand,
    recordSchema: 'brandSchema',
    toFormValues: toBrandValues,
    body: brandBody,
    update: update.mutateAsync,
  });
  const { form } = edit;
  const oneDecimal = numberFormat(currentIntlLocale(i18n), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const contrast: ColorContrastLabels = {
    title: t('brand.colors.contrast.title'),
    onWhite: t('brand.colors.contrast.onWhite'),
    onBlack: t('brand.colors.contrast.onBlack'),
    pass: t('brand.colors.contrast.pass'),
    fail: t('brand.colors.contrast.fail'),
    ratio: (ratio) => t('brand.colors.contrast.ratio', { ratio: oneDecimal.format(ratio) }),
  };

  return (
    <FormFrame form={form} onSubmit={edit.onSubmit} aria-label={t('general:settingsNav.brand')}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('brand.logo.title')} description={t('brand.logo.description')}>
          <SingleImageField
            control={form.control}
            name="logo"
            label={t('brand.logo.label')}
            hint={t('brand.logo.hint')}
          />
        </FormSection>
        <FormSection title={t('brand.colors.title')} description={t('brand.colors.description')}>
          <ColorField
            control={form.control}
            name="primary_color"
            label={t('brand.colors.primary')}
            description={t('brand.colors.primaryHint')}
            pickerLabel={t('brand.colors.primaryPicker')}
            contrastLabels={contrast}
          />
          <ColorField
            control={form.control}
            name="accent_color"
            label={t('brand.colors.accent')}
            description={t('brand.colors.accentHint')}
            pickerLabel={t('brand.colors.accentPicker')}
            contrastLabels={contrast}
          />
        </FormSection>
        <FormSection title={t('brand.cover.title')} description={t('brand.cover.description')}>
          <SingleImageField
            control={form.control}
            name="cover_image"
            label={t('brand.cover.label')}
            hint={t('brand.cover.hint')}
          />
        </FormSection>
        <FormSection title={t('brand.words.title')}>
          <TextField
            control={form.control}
            name="slogan"
            label={t('brand.words.slogan')}
            description={t('brand.words.sloganHint')}
            maxLength={80}
          />
          <TextareaField
            control={form.control}
            name="short_description"
            label={t('brand.words.shortDescription')}
            description={t('brand.words.shortDescriptionHint')}
            rows={3}
            maxLength={300}
          />
        </FormSection>
        <FormActions
          form={form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
