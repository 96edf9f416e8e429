import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CustomerGroup } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { FormSection } from '../../../lib/forms/FormSection';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useSaveEdit } from '../../../lib/forms/use-save-edit';
import {
  GROUP_DETAILS_FIELDS,
  groupDetailsResolver,
  toDetailsValues,
  type GroupDetailsOutput,
  type GroupDetailsValues,
} from '../form/group-form';
import { useUpdateCustomerGroup } from '../queries';
import { GroupDetailsFields } from './GroupDetailsFields';
import { GroupForm } from './GroupForm';

/**
 * A saved group's name and description, protected against overwriting someone else's save (409).
 * Its members are not part of this form: they change at once, beside it.
 */
export function EditCustomerGroupForm({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const form = useForm<GroupDetailsValues, unknown, GroupDetailsOutput>({
    resolver: groupDetailsResolver,
    defaultValues: toDetailsValues(group),
  });
  const update = useUpdateCustomerGroup(group.id);
  const conflict = useSaveConflict(group, 'customerGroupSchema', (current) =>
    form.reset(toDetailsValues(current)),
  );
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const save = useSaveEdit<CustomerGroup, GroupDetailsOutput>(conflict, {
    send: update.mutateAsync,
    reset: (saved) => form.reset(toDetailsValues(saved)),
    clearErrors: () => setFormErrors([]),
    showErrors: (error) =>
      setFormErrors(applyServerFieldErrors(error, GROUP_DETAILS_FIELDS, form.setError)),
  });

  return (
    <GroupForm
      form={form}
      onSave={save}
      formErrors={formErrors}
      clearFormErrors={() => setFormErrors([])}
      label={t('general:sections.details')}
      saveLabel={t('general:actions.save')}
      dialogs={<ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />}
    >
      <FormSection title={t('general:sections.details')}>
        <GroupDetailsFields control={form.control} />
      </FormSection>
    </GroupForm>
  );
}
