import { useTranslation } from 'react-i18next';
import { collectionDetailSchema, type CollectionDetail } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { toFormValues, type CollectionFormOutput } from '../form/form-values';
import { useCollectionForm } from '../form/use-collection-form';
import { useUpdateCollection } from '../queries';
import { CollectionForm } from './CollectionForm';

/** Editing a saved collection, protected against overwriting someone else's save (409). */
export function EditCollectionForm({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('non-settings');
  const state = useCollectionForm(toFormValues(collection));
  const update = useUpdateCollection(collection.id);
  const conflict = useSaveConflict(collection, collectionDetailSchema, (current) =>
    state.form.reset(toFormValues(current)),
  );

  const save = async (values: CollectionFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      state.form.reset(toFormValues(saved));
      toast.success(t('general:toast.saved'));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) state.showServerErrors(error);
      return false;
    }
  };

  return (
    <CollectionForm
      state={state}
      collection={collection}
      onSave={save}
      saveLabel={t('collections.form.save')}
    >
      <ConflictDialog {...conflict.dialogProps(() => state.form.handleSubmit(save)())} />
    </CollectionForm>
  );
}
