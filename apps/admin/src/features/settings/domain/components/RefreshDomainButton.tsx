import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { isHttpError } from '../../../../lib/http/client';
import { errorStatus } from '../../../../lib/http/errors';
import { errorMessage } from '../../../../lib/query-client/report-error';
import { useRefreshDomain } from '../queries';

/**
 * Looks the domain's DNS records up again. The answer updates its records on the page; a toast
 * says how it went (verified, or not yet), or that the check took longer than the 30 s the app
 * waits (§9).
 */
export function RefreshDomainButton({ domain }: { domain: Domain }) {
  const { t } = useTranslation('settings');
  const refresh = useRefreshDomain(domain.id);
  const run = () =>
    refresh.mutate(undefined, {
      onSuccess: (checked) =>
        checked.status === 'verified'
          ? toast.success(t('domain.refresh.verified', { host: checked.host }))
          : toast.error(t('domain.refresh.notYet', { host: checked.host })),
      onError: (error) => {
        if (errorStatus(error) === 401) return;
        const timedOut = isHttpError(error) && error.code === 'ERR_TIMEOUT';
        toast.error(timedOut ? t('domain.refresh.timedOut') : errorMessage(error));
      },
    });
  return (
    <Button type="button" size="1" variant="soft" loading={refresh.isPending} onClick={run}>
      {refresh.isPending ? t('domain.refresh.running') : t('domain.refresh.action')}
    </Button>
  );
}
