import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { preloadRichTextEditor } from '../../../lib/rich-text/RichTextField';
import { NewCollectionForm } from '../components/NewCollectionForm';
import { collectionListMemory } from '../list-params';

export const namespaces = ['non-settings', 'validation'] as const;

/** The description editor's code downloads while the page opens, not after it. */
export async function loader() {
  preloadRichTextEditor();
}

export function Component() {
  const { t } = useTranslation('non-settings');
  useDocumentTitle(t('collections.new.title'));
  return (
    <Page
      title={t('collections.new.title')}
      backHref={collectionListMemory.href()}
      backLabel={t('general:nav.collections')}
    >
      <NewCollectionForm />
    </Page>
  );
}
