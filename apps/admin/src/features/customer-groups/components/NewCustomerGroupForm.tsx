import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../lib/forms/FormSection';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../lib/forms/use-create-and-open';
import { fieldErrors } from '../../../lib/http/errors';
import { pickErrors } from '../form/customer-picks';
import { NEW_GROUP_VALUES, newGroupBody, type NewGroupOutput } from '../form/group-form';
import { hrefs } from '../../../app/routing/hrefs';
import { useCreateCustomerGroup } from '../queries';
import { CustomerPicker } from './CustomerPicker';
import { GroupDetailsFields } from './GroupDetailsFields';
import { GroupForm } from './GroupForm';

/** Creating a group with its first members; once saved, the page becomes the group's page. */
export function NewCustomerGroupForm() {
  const { t } = useTranslation(['non-settings', 'validation']);
  const state = useBodyForm({ ...newGroupBody, defaultValues: NEW_GROUP_VALUES });
  const { form } = state;
  const members = useController({ control: form.control, name: 'customer_ids' });
  const create = useCreateCustomerGroup();
  const [refusedPicks, setRefusedPicks] = useState<ReadonlyMap<string, string>>(new Map());

  const createAndOpen = useCreateAndOpen({
    state,
    create: create.mutateAsync,
    createdMessage: t('general:toast.createdRecord.customerGroup'),
    hrefOf: (created) => hrefs.customerGroups.detail(created.id),
    onRefused: (error, values: NewGroupOutput) =>
      setRefusedPicks(pickErrors(fieldErrors(error), values.customer_ids)),
  });
  const save = (values: NewGroupOutput) => {
    setRefusedPicks(new Map());
    return createAndOpen(values);
  };

  return (
    <GroupForm
      form={form}
      onSave={save}
      formErrors={state.formErrors}
      clearFormErrors={() => {
        state.clearFormErrors();
        setRefusedPicks(new Map());
      }}
      label={t('customerGroups.new.title')}
      saveLabel={t('general:actions.save')}
    >
      <FormSection title={t('general:sections.details')}>
        <GroupDetailsFields control={form.control} />
      </FormSection>
      <FormSection
        title={t('general:fields.members')}
        description={t('customerGroups.form.firstMembersHint')}
      >
        <CustomerPicker
          label={t('customerGroups.picker.label')}
          picked={members.field.value}
          onChange={(picked) => members.field.onChange(picked)}
          groupId={null}
          error={members.fieldState.error?.message}
          pickErrors={refusedPicks}
          inputRef={members.field.ref}
          onBlur={members.field.onBlur}
          disabled={members.field.disabled}
        />
      </FormSection>
    </GroupForm>
  );
}
