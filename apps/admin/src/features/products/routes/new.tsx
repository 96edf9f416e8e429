import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { preloadRichTextEditor } from '../../../lib/rich-text/RichTextField';
import { NewProductForm } from '../components/NewProductForm';
import { productListMemory } from '../list-params';

export const namespaces = ['non-settings', 'validation'] as const;

/** Nothing to load but the editor's code, which starts downloading with the route. */
export function loader() {
  preloadRichTextEditor();
  return Promise.resolve();
}

export function Component() {
  const { t } = useTranslation('non-settings');
  useDocumentTitle(t('products.add'));
  return (
    <Page
      title={t('products.add')}
      backHref={productListMemory.href()}
      backLabel={t('products.back')}
    >
      <NewProductForm />
    </Page>
  );
}
