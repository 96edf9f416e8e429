import { useNavigate } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { fullName } from '../../../../lib/format';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { useRemoveStaffMember } from '../queries';

/**
 * Remove a member (their sessions in this shop end at once) or withdraw an invitation (its link
 * stops working), after a confirmation naming them; then back to the list.
 */
export function RemoveStaffButton({ member }: { member: StaffMember }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const remove = useRemoveStaffMember(member.id);
  const name = fullName(member) || member.email;
  const invited = member.status === 'invited';

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success(t(invited ? 'staff.remove.withdrawn' : 'staff.remove.removed', { name }));
    void navigate(hrefs.settings.staff(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t(invited ? 'staff.remove.withdrawAction' : 'staff.remove.action')}
        </Button>
      }
      destructive
      title={t(invited ? 'staff.remove.withdrawTitle' : 'staff.remove.title', { name })}
      description={t(invited ? 'staff.remove.withdrawDescription' : 'staff.remove.description', {
        name,
      })}
      confirmLabel={t(invited ? 'staff.remove.withdrawConfirm' : 'general:actions.remove')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
