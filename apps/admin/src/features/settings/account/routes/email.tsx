import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { accountQuery, useAccount } from '../../../../lib/queries/account';
import { queryClient } from '../../../../lib/query-client/query-client';
import { EmailForm } from '../components/EmailForm';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(accountQuery);
}

/**
 * Settings › account › email, also reached directly as settings/email (§2): a new e-mail for the
 * account, confirmed with the password.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const { data: account, isPending, refetch } = useAccount();
  return (
    <Page
      title={t('general:settingsNav.email')}
      backHref={hrefs.settings.account()}
      backLabel={t('general:settingsNav.account')}
    >
      {account ? (
        <EmailForm account={account} />
      ) : isPending ? (
        <Skeleton height="40px" lines={3} />
      ) : (
        <ErrorView supportEmail={config.supportEmail} onRetry={() => void refetch()} />
      )}
    </Page>
  );
}
