import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../../lib/document-title';
import { preloadRichTextEditor } from '../../../../lib/rich-text/RichTextField';
import { NewPageForm } from '../components/NewPageForm';
import { pageListMemory } from '../list-params';

export const namespaces = ['navigation', 'non-settings', 'validation'] as const;

/** The content editor's code downloads while the page opens, not after it. */
export async function loader() {
  preloadRichTextEditor();
}

export function Component() {
  const { t } = useTranslation('navigation');
  useDocumentTitle(t('general:nav.pageNew'));
  return (
    <Page
      title={t('general:nav.pageNew')}
      backHref={pageListMemory.href()}
      backLabel={t('general:nav.pages')}
    >
      <NewPageForm />
    </Page>
  );
}
