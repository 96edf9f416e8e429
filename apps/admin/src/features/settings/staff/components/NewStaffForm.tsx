import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
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
  const navigate = useNavigate();
  const { allowed } = usePermissions();
  const state = useBodyForm({ ...newStaffBody, defaultValues: NEW_STAFF_VALUES });
  const invite = useInviteStaff();

  const save = async (values: NewStaffOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const { member } = await invite.mutateAsync(values);
      toast.success(t('staff.invitation.created'));
      // Saved, so nothing is lost: no prompt, and Back does not return to an empty "new" form.
      void navigate(hrefs.settings.editStaff(member.id), {
        replace: true,
        state: LEAVE_WITHOUT_PROMPT,
      });
      return true;
    } catch (error) {
      state.showServerErrors(error);
      return false;
    }
  };

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
