import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { fullName } from '../../../../lib/format';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { usePermissions } from '../../../../lib/permissions';
import { staffMemberBody, toStaffValues } from '../form/staff-form';
import { useUpdateStaffMember } from '../queries';
import { StaffForm } from './StaffForm';

/**
 * A member's policies (and, while they are invited, the name and e-mail the invitation was made out
 * to), protected against overwriting someone else's save (409).
 */
export function EditStaffForm({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation('settings');
  const { allowed } = usePermissions();
  const update = useUpdateStaffMember(member.id);
  const edit = useEditForm({
    record: member,
    recordSchema: 'staffMemberSchema',
    toFormValues: toStaffValues,
    body: staffMemberBody,
    update: update.mutateAsync,
  });
  const joined = member.status === 'active';
  const name = fullName(member) || member.email;
  const description = [
    joined ? t('staff.form.joinedDescription', { name }) : t('staff.form.invitedDescription'),
    isSelf ? t('staff.form.isSelf') : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <StaffForm
      form={edit.form}
      onSave={edit.save}
      formErrors={edit.formErrors}
      clearFormErrors={edit.clearFormErrors}
      label={name}
      saveLabel={t('general:actions.save')}
      detailsDescription={description}
      detailsReadOnly={joined}
      canChange={(policy) => allowed(policy)}
      dialogs={<ConflictDialog {...edit.conflictDialog} />}
    />
  );
}
