import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { errorStatus } from '../../../lib/http/errors';
import { collectionListMemory } from '../list-params';
import { useDeleteCollection } from '../queries';

/**
 * Delete, after a confirmation naming the collection; then back to the list. A collection that still
 * has sub-collections is refused (409): the dialog stays open and says what to do instead.
 */
export function DeleteCollectionButton({
  collectionId,
  title,
}: {
  collectionId: string;
  title: string;
}) {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const remove = useDeleteCollection(collectionId);
  const [hasSubCollections, setHasSubCollections] = useState(false);

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports other errors).
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      if (errorStatus(error) === 409) setHasSubCollections(true);
      throw error;
    }
    toast.success(t('general:toast.deleted'));
    void navigate(collectionListMemory.href(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('collections.delete.action')}
        </Button>
      }
      onOpenChange={(open) => {
        if (!open) setHasSubCollections(false);
      }}
      destructive
      title={t('general:actions.confirmDelete', { name: title })}
      description={
        <Flex direction="column" gap="3" asChild>
          <span>
            <Text as="span">{t('collections.delete.description')}</Text>
            {hasSubCollections ? (
              <Text as="span" color="red" weight="medium" role="alert">
                {t('collections.delete.hasSubCollections')}
              </Text>
            ) : null}
          </span>
        </Flex>
      }
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
