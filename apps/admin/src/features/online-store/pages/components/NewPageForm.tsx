import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { hrefs } from '../../../../app/routing/hrefs';
import { NEW_PAGE_VALUES, newPageBody, type NewPageOutput } from '../form/page-form';
import { useCreatePage } from '../queries';
import { PageForm } from './PageForm';

/** Creating a page: once saved, the screen becomes the new page's. */
export function NewPageForm() {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const state = useBodyForm({ ...newPageBody, defaultValues: NEW_PAGE_VALUES });
  const create = useCreatePage();

  const save = async (values: NewPageOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('general:toast.createdRecord.page'));
      // Saved, so nothing is lost: no prompt, and Back does not return to an empty "new" form.
      // Awaited: the fields stay disabled until the record's page replaces this one (typed meanwhile,
      // a change would be lost with the form).
      await navigate(hrefs.onlineStore.pageDetail(created.id), {
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
    <PageForm
      form={state.form}
      onSave={save}
      formErrors={state.formErrors}
      clearFormErrors={state.clearFormErrors}
      saveLabel={t('general:actions.save')}
      handleFollowsTitle
    />
  );
}
