import { useTranslation } from 'react-i18next';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/admin-api';
import { TextareaField, TextField } from '@shop/ui';

type SeoFieldsProps<T extends FieldValues, TT> = {
  control: Control<T, unknown, TT>;
  /** The form fields of the search engine title and description. */
  names: { title: FieldPathByValue<T, string>; description: FieldPathByValue<T, string> };
  /** The description's height in lines, when the form wants another than the kit's. */
  descriptionRows?: number;
};

/** The search engine title and description of a record, each with how much of it engines show. */
export function SeoFields<T extends FieldValues, TT = T>({
  control,
  names,
  descriptionRows,
}: SeoFieldsProps<T, TT>) {
  const { t } = useTranslation('non-settings');
  return (
    <>
      <TextField
        control={control}
        name={names.title}
        label={t('seo.fields.title')}
        description={t('seo.lengthHint', { count: SEO_TITLE_MAX })}
        autoComplete="off"
      />
      <TextareaField
        control={control}
        name={names.description}
        label={t('seo.fields.description')}
        description={t('seo.lengthHint', { count: SEO_DESCRIPTION_MAX })}
        rows={descriptionRows}
      />
    </>
  );
}
