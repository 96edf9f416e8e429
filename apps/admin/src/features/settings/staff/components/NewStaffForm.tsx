import { useTranslation } from 'react-i18next';
import { hrefs } from '../../../../app/routing/hrefs';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../../lib/forms/use-create-and-open';
import { usePermissions } from '../../../../lib/permissions';
import { NEW_STAFF_VALUES, newStaffBody, type NewStaffOutput } from '../form/staff-form';
import { useInviteStaff } from '../queries';
import { StaffForm } from './StaffForm';

/**
 * Inviting someone: who they are and what they may do. Once invited, the page becomes their page,
 * which shows the invitation link to pass on (no e-mail is sent).
 */
export function NewStaffForm({ shopName }: { shopName: string }) {
  const { t } = useTranslation('settings');
  const { allowed } = usePermissions();
  const state = useBodyForm({ ...newStaffBody, defaultValues: NEW_STAFF_VALUES });
  const invite = useInviteStaff();

  const save = useCreateAndOpen({
    state,
    create: async (values: NewStaffOutput) => (await invite.mutateAsync(values)).member,
    createdMessage: t('staff.invitation.created'),
    hrefOf: (member) => hrefs.settings.editStaff(member.id),
  });

  return (
    <StaffForm
      form={state.form}
      onSave={save}
      formErrors={state.formErrors}
      clearFormErrors={state.clearFormErrors}
      label={t('general:settingsNav.newStaff')}
      saveLabel={t('staff.form.invite')}
      detailsDescription={t('staff.form.newDescription', { shop: shopName })}
      canChange={(policy) => allowed(policy)}
    />
  );
}
