import { useTranslation } from 'react-i18next';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../lib/forms/use-create-and-open';
import { collectionBody, NEW_COLLECTION_VALUES } from '../form/form-values';
import { hrefs } from '../../../app/routing/hrefs';
import { useCreateCollection } from '../queries';
import { CollectionForm } from './CollectionForm';

/** Creating a collection: once saved, the page becomes the new collection's page. */
export function NewCollectionForm() {
  const { t } = useTranslation('non-settings');
  const state = useBodyForm({ ...collectionBody, defaultValues: NEW_COLLECTION_VALUES });
  const create = useCreateCollection();
  const save = useCreateAndOpen({
    state,
    create: create.mutateAsync,
    createdMessage: t('general:toast.savedRecord.collection'),
    hrefOf: (created) => hrefs.collections.detail(created.id),
  });

  return (
    <CollectionForm
      state={state}
      collection={null}
      onSave={save}
      saveLabel={t('general:actions.save')}
    />
  );
}
