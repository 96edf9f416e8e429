import { useTranslation } from 'react-i18next';
import type { DomainStatus } from '@shop/admin-api';
import { StatusBadge } from '@shop/ui';

const TONES = { pending: 'warning', verified: 'success', failed: 'danger' } as const;

/** Pending, verified or failed: the state of a domain's last DNS check, in words. */
export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const { t } = useTranslation('settings');
  return <StatusBadge status={status} label={t(`domain.status.${status}`)} tone={TONES[status]} />;
}
