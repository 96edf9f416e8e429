import { useTranslation } from 'react-i18next';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../../lib/forms/use-create-and-open';
import { hrefs } from '../../../../app/routing/hrefs';
import { NEW_PAGE_VALUES, newPageBody } from '../form/page-form';
import { useCreatePage } from '../queries';
import { PageForm } from './PageForm';

/** Creating a page: once saved, the screen becomes the new page's. */
export function NewPageForm() {
  const { t } = useTranslation('navigation');
  const state = useBodyForm({ ...newPageBody, defaultValues: NEW_PAGE_VALUES });
  const create = useCreatePage();

  const save = useCreateAndOpen({
    state,
    create: create.mutateAsync,
    createdMessage: t('general:toast.createdRecord.page'),
    hrefOf: (created) => hrefs.onlineStore.pageDetail(created.id),
  });

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
