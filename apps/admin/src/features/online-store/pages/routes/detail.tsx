import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../../lib/document-title';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { queryClient } from '../../../../lib/query-client/query-client';
import { preloadRichTextEditor } from '../../../../lib/rich-text/RichTextField';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { DeletePageDialog } from '../components/DeletePageDialog';
import { EditPageForm } from '../components/EditPageForm';
import { pageListMemory } from '../list-params';
import { pageQuery, usePage } from '../queries';

export const namespaces = ['navigation', 'non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  preloadRichTextEditor();
  await queryClient.ensureQueryData(pageQuery(params.pageId ?? ''));
  return null;
}

export function Component() {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const pageId = useParams().pageId ?? '';
  const { data: page, error, isPending, refetch } = usePage(pageId);
  const [deleting, setDeleting] = useState(false);
  const backHref = pageListMemory.href();
  useDocumentTitle(page?.title ?? t('general:nav.pageDetail'));

  if (!page) {
    return (
      <Page
        title={t('general:nav.pageDetail')}
        backHref={backHref}
        backLabel={t('general:nav.pages')}
      >
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{ title: t('pages.notFound'), description: t('pages.notFoundDescription') }}
        />
      </Page>
    );
  }

  return (
    <Page
      title={page.title}
      backHref={backHref}
      backLabel={t('general:nav.pages')}
      actions={
        <Button color="red" variant="soft" onClick={() => setDeleting(true)}>
          {t('general:actions.delete')}
        </Button>
      }
    >
      {/* Keyed by id: another page gets a fresh form, never the previous one's edits. */}
      <EditPageForm key={page.id} page={page} />
      <DeletePageDialog
        pageId={page.id}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(pageListMemory.href(), { state: LEAVE_WITHOUT_PROMPT })}
      />
    </Page>
  );
}
