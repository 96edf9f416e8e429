import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import {
  collectionBody,
  NEW_COLLECTION_VALUES,
  type CollectionFormOutput,
} from '../form/form-values';
import { hrefs } from '../../../app/routing/hrefs';
import { useCreateCollection } from '../queries';
import { CollectionForm } from './CollectionForm';

/** Creating a collection: once saved, the page becomes the new collection's page. */
export function NewCollectionForm() {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const state = useBodyForm({ ...collectionBody, defaultValues: NEW_COLLECTION_VALUES });
  const create = useCreateCollection();

  const save = async (values: CollectionFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('general:toast.savedRecord.collection'));
      // Saved, so nothing is lost: no prompt, and Back does not return to an empty "new" form.
      void navigate(hrefs.collections.detail(created.id), {
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
    <CollectionForm
      state={state}
      collection={null}
      onSave={save}
      saveLabel={t('general:actions.save')}
    />
  );
}
