import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { accountQuery, useAccount } from '../../../../lib/queries/account';
import { queryClient } from '../../../../lib/query-client/query-client';
import { AccountForm } from '../components/AccountForm';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(accountQuery);
}

/** Settings › account (the profile menu's "Account"): the signed-in user's name and picture. */
export function Component() {
  const { t } = useTranslation('settings');
  const { data: account, isPending, refetch } = useAccount();
  return (
    <Page title={t('general:settingsNav.account')}>
      {account ? (
        <AccountForm account={account} />
      ) : isPending ? (
        <Skeleton height="40px" lines={4} />
      ) : (
        <ErrorView supportEmail={config.supportEmail} onRetry={() => void refetch()} />
      )}
    </Page>
  );
}
