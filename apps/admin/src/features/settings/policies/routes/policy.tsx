import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isShopPolicyKind } from '@shop/admin-api';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { preloadRichTextEditor } from '../../../../lib/rich-text/RichTextField';
import { PolicyForm } from '../components/PolicyForm';
import { shopPolicyListQuery, useShopPolicy } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  preloadRichTextEditor();
  await queryClient.ensureQueryData(shopPolicyListQuery);
}

/** Settings › Policies › one policy: its editor, startable from a template. */
export function Component() {
  const { t } = useTranslation('settings');
  const kind = useParams().kind ?? '';
  const known = isShopPolicyKind(kind);
  const policy = useShopPolicy(kind);
  const title = known ? t(`policies.kinds.${kind}`) : t('general:settingsNav.policies');
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      backHref={hrefs.settings.policies()}
      backLabel={t('general:settingsNav.policies')}
    >
      {known && policy.data ? (
        // Keyed by kind: another policy gets a fresh form, never this one's edits.
        <PolicyForm key={kind} policy={policy.data} title={title} />
      ) : policy.isPending ? (
        <Skeleton height="360px" lines={8} />
      ) : policy.error ? (
        <ErrorView supportEmail={config.supportEmail} onRetry={() => void policy.refetch()} />
      ) : (
        <EmptyState title={t('policies.notFound')} description={t('policies.notFoundHint')} />
      )}
    </Page>
  );
}
