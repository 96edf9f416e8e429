import { useTranslation } from 'react-i18next';
import { type CustomerGroup } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { FormSection } from '../../../lib/forms/FormSection';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { groupDetailsBody, toDetailsValues } from '../form/group-form';
import { useUpdateCustomerGroup } from '../queries';
import { GroupDetailsFields } from './GroupDetailsFields';
import { GroupForm } from './GroupForm';

/**
 * A saved group's name and description, protected against overwriting someone else's save (409).
 * Its members are not part of this form: they change at once, beside it.
 */
export function EditCustomerGroupForm({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const update = useUpdateCustomerGroup(group.id);
  const edit = useEditForm({
    record: group,
    recordSchema: 'customerGroupSchema',
    toFormValues: toDetailsValues,
    body: groupDetailsBody,
    update: update.mutateAsync,
  });

  return (
    <GroupForm
      form={edit.form}
      onSave={edit.save}
      formErrors={edit.formErrors}
      clearFormErrors={edit.clearFormErrors}
      label={t('general:sections.details')}
      saveLabel={t('general:actions.save')}
      dialogs={<ConflictDialog {...edit.conflictDialog} />}
    >
      <FormSection title={t('general:sections.details')}>
        <GroupDetailsFields control={edit.form.control} />
      </FormSection>
    </GroupForm>
  );
}
