import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { FormSection } from '../../../lib/forms/FormSection';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../lib/forms/use-body-form';
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
  const navigate = useNavigate();
  const state = useBodyForm({ ...newGroupBody, defaultValues: NEW_GROUP_VALUES });
  const { form } = state;
  const members = useController({ control: form.control, name: 'customer_ids' });
  const create = useCreateCustomerGroup();
  const [refusedPicks, setRefusedPicks] = useState<ReadonlyMap<string, string>>(new Map());

  const save = async (values: NewGroupOutput): Promise<boolean> => {
    state.clearFormErrors();
    setRefusedPicks(new Map());
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('general:toast.createdRecord.customerGroup'));
      // Saved, so nothing is lost: no prompt, and Back does not return to an empty "new" form.
      // Awaited: the fields stay disabled until the record's page replaces this one (typed meanwhile,
      // a change would be lost with the form).
      await navigate(hrefs.customerGroups.detail(created.id), {
        replace: true,
        state: LEAVE_WITHOUT_PROMPT,
      });
      return true;
    } catch (error) {
      setRefusedPicks(pickErrors(fieldErrors(error), values.customer_ids));
      state.showServerErrors(error);
      return false;
    }
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
