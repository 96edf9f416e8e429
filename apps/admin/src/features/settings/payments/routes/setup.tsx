import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPaymentProviderId, paymentProvider, type PaymentProviderId } from '@shop/admin-api';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { ProviderCredentialsForm } from '../components/ProviderCredentialsForm';
import { paymentProviderQuery, usePaymentProvider } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(paymentProviderQuery(params.provider ?? ''));
}

/** Settings › payments › provider › setup: its credentials form, mode and status (§2, §4). */
export function Component() {
  const { t } = useTranslation('settings');
  const id = useParams().provider ?? '';
  const query = usePaymentProvider(id as PaymentProviderId);
  const name = isPaymentProviderId(id) ? paymentProvider(id).name : undefined;
  const title = name
    ? t('payments.setup.title', { name })
    : t('general:settingsNav.paymentProviderSetup');
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      backHref={name ? hrefs.settings.paymentProvider(id) : hrefs.settings.payments()}
      backLabel={name ?? t('general:settingsNav.payments')}
    >
      {query.data && name ? (
        // Keyed by provider: another provider gets a fresh form, never the previous one's edits.
        <ProviderCredentialsForm key={id} settings={query.data} />
      ) : (
        <DetailFallback
          query={query}
          notFound={{
            title: t('payments.notFound'),
            description: t('payments.notFoundDescription'),
          }}
          loading={<Skeleton height="40px" lines={6} />}
        />
      )}
    </Page>
  );
}
