import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { NewCollectionForm } from '../components/NewCollectionForm';
import { collectionListMemory } from '../list-params';

export const namespaces = ['non-settings', 'validation'] as const;

export function Component() {
  const { t } = useTranslation('non-settings');
  useDocumentTitle(t('collections.new.title'));
  return (
    <Page
      title={t('collections.new.title')}
      backHref={collectionListMemory.href()}
      backLabel={t('collections.back')}
    >
      <NewCollectionForm />
    </Page>
  );
}
