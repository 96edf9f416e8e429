import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIntegrationName, type IntegrationName } from '@shop/admin-api';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import type { PageLoader } from '../../../../lib/routing/route-manifest';
import { IntegrationForm } from '../components/IntegrationForm';
import { integrationQuery, useIntegration } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export const loader: PageLoader = async ({ params }) => {
  const name = params.name ?? '';
  if (isIntegrationName(name)) await queryClient.ensureQueryData(integrationQuery(name));
  return null;
};

/** Settings › Integrations › one of them: its id and its status switch (§2). */
export function Component() {
  const { t } = useTranslation('settings');
  const name = useParams().name ?? '';
  const title = isIntegrationName(name)
    ? t(`integrations.names.${name}`)
    : t('general:settingsNav.integrations');
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      backHref={hrefs.settings.integrations()}
      backLabel={t('general:settingsNav.integrations')}
    >
      {isIntegrationName(name) ? (
        <IntegrationPage key={name} name={name} title={title} />
      ) : (
        <EmptyState
          title={t('integrations.notFound')}
          description={t('integrations.notFoundHint')}
        />
      )}
    </Page>
  );
}

function IntegrationPage({ name, title }: { name: IntegrationName; title: string }) {
  const integration = useIntegration(name);
  if (integration.data) return <IntegrationForm integration={integration.data} title={title} />;
  if (integration.isPending) return <Skeleton height="240px" lines={4} />;
  return (
    <ErrorView supportEmail={config.supportEmail} onRetry={() => void integration.refetch()} />
  );
}
