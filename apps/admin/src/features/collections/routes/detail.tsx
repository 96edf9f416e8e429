import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { preloadRichTextEditor } from '../../../lib/rich-text/RichTextField';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { DeleteCollectionButton } from '../components/DeleteCollectionButton';
import { EditCollectionForm } from '../components/EditCollectionForm';
import { SubCollections } from '../components/SubCollections';
import { collectionListMemory } from '../list-params';
import { collectionQuery, useCollection } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  preloadRichTextEditor();
  await queryClient.ensureQueryData(collectionQuery(params.collectionId ?? ''));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const collectionId = useParams().collectionId ?? '';
  const { data: collection, error, isPending, refetch } = useCollection(collectionId);
  const backHref = collectionListMemory.href();
  useDocumentTitle(collection?.title || t('general:fields.collection'));

  if (!collection) {
    return (
      <Page
        title={t('general:fields.collection')}
        backHref={backHref}
        backLabel={t('general:nav.collections')}
      >
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('collections.detail.notFound'),
            description: t('collections.detail.notFoundDescription'),
          }}
          loading={<Skeleton height="480px" lines={10} />}
        />
      </Page>
    );
  }

  return (
    <Page
      title={collection.title}
      backHref={backHref}
      backLabel={t('general:nav.collections')}
      actions={<DeleteCollectionButton collectionId={collection.id} title={collection.title} />}
    >
      <Flex direction="column" gap="4">
        {/* Keyed by id: another collection gets a fresh form, never the previous one's edits. */}
        <EditCollectionForm key={collection.id} collection={collection} />
        {collection.hierarchy_depth > 0 ? <SubCollections collection={collection} /> : null}
      </Flex>
    </Page>
  );
}
