import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_GROUP_DESCRIPTION_MAX, CUSTOMER_GROUP_NAME_MAX } from '@shop/admin-api';
import { TextareaField, TextField } from '@shop/ui';
import type { GroupDetailsValues } from '../form/group-form';

/** Name and description, the fields every group form has (new and saved alike). */
export function GroupDetailsFields<Values extends GroupDetailsValues, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  const { t } = useTranslation('non-settings');
  return (
    <>
      <TextField
        control={control}
        name={'name' as FieldPath<Values>}
        label={t('general:fields.name')}
        description={t('customerGroups.fields.nameHint', { count: CUSTOMER_GROUP_NAME_MAX })}
        autoComplete="off"
      />
      <TextareaField
        control={control}
        name={'description' as FieldPath<Values>}
        label={t('general:fields.description')}
        description={t('customerGroups.fields.descriptionHint', {
          count: CUSTOMER_GROUP_DESCRIPTION_MAX,
        })}
      />
    </>
  );
}
