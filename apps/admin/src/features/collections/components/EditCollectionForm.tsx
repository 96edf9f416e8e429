import { useTranslation } from 'react-i18next';
import { type CollectionDetail } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useSaveEdit } from '../../../lib/forms/use-save-edit';
import { toFormValues, type CollectionFormOutput } from '../form/form-values';
import { useCollectionForm } from '../form/use-collection-form';
import { useUpdateCollection } from '../queries';
import { CollectionForm } from './CollectionForm';

/** Editing a saved collection, protected against overwriting someone else's save (409). */
export function EditCollectionForm({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('non-settings');
  const state = useCollectionForm(toFormValues(collection));
  const update = useUpdateCollection(collection.id);
  const conflict = useSaveConflict(collection, 'collectionDetailSchema', (current) =>
    state.form.reset(toFormValues(current)),
  );

  const save = useSaveEdit<CollectionDetail, CollectionFormOutput>(conflict, {
    send: update.mutateAsync,
    reset: (saved) => state.form.reset(toFormValues(saved)),
    clearErrors: state.clearFormErrors,
    showErrors: state.showServerErrors,
  });

  return (
    <CollectionForm
      state={state}
      collection={collection}
      onSave={save}
      saveLabel={t('general:actions.save')}
    >
      <ConflictDialog {...conflict.dialogProps(() => state.form.handleSubmit(save)())} />
    </CollectionForm>
  );
}
