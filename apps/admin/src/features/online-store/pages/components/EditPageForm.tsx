import { useTranslation } from 'react-i18next';
import type { OnlineStorePage } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { editPageBody, toPageValues } from '../form/page-form';
import { useUpdatePage } from '../queries';
import { PageForm } from './PageForm';

/** A saved page, protected against overwriting someone else's save (409). */
export function EditPageForm({ page }: { page: OnlineStorePage }) {
  const { t } = useTranslation('navigation');
  const update = useUpdatePage(page.id);
  const edit = useEditForm({
    record: page,
    recordSchema: 'pageSchema',
    toFormValues: toPageValues,
    body: editPageBody,
    update: update.mutateAsync,
  });

  return (
    <PageForm
      form={edit.form}
      onSave={edit.save}
      formErrors={edit.formErrors}
      clearFormErrors={edit.clearFormErrors}
      saveLabel={t('general:actions.save')}
      handleFollowsTitle={false}
    >
      <ConflictDialog {...edit.conflictDialog} />
    </PageForm>
  );
}
