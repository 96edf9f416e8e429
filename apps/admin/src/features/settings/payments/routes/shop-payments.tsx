import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { queryClient } from '../../../../lib/query-client/query-client';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { PlatformForm } from '../components/PlatformForm';
import { platformPaymentsQuery, usePlatformPayments } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(platformPaymentsQuery);
}

/** Settings › payments › the platform's own provider (§7: PUT only; the overview reads it). */
export function Component() {
  const { t } = useTranslation('settings');
  const platform = usePlatformPayments();
  return (
    <Page
      title={t('payments.platform.name')}
      backHref={hrefs.settings.payments()}
      backLabel={t('general:settingsNav.payments')}
    >
      {platform.data ? (
        <PlatformForm platform={platform.data} />
      ) : (
        <DetailFallback
          query={platform}
          notFound={{ title: t('payments.notFound'), description: '' }}
          loading={<Skeleton height="40px" lines={3} />}
        />
      )}
    </Page>
  );
}
