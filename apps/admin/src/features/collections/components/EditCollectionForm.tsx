import { useTranslation } from 'react-i18next';
import { type CollectionDetail } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { collectionBody, toFormValues } from '../form/form-values';
import { useUpdateCollection } from '../queries';
import { CollectionForm } from './CollectionForm';

/** Editing a saved collection, protected against overwriting someone else's save (409). */
export function EditCollectionForm({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('non-settings');
  const update = useUpdateCollection(collection.id);
  const edit = useEditForm({
    record: collection,
    recordSchema: 'collectionDetailSchema',
    toFormValues,
    body: collectionBody,
    update: update.mutateAsync,
  });

  return (
    <CollectionForm
      state={edit}
      collection={collection}
      onSave={edit.save}
      saveLabel={t('general:actions.save')}
    >
      <ConflictDialog {...edit.conflictDialog} />
    </CollectionForm>
  );
}
