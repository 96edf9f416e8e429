import { Badge, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CredentialMode } from '@shop/admin-api';
import { StatusBadge } from '@shop/ui';

/** Whether a provider is connected, its status (§4) and, connected, which mode its keys are for. */
export function ConnectionBadges({
  connected,
  status,
  mode,
}: {
  connected: boolean;
  status: 'active' | 'inactive';
  mode: CredentialMode | null;
}) {
  const { t } = useTranslation('settings');
  if (!connected) return <Badge color="gray">{t('payments.status.notConnected')}</Badge>;
  return (
    <Flex gap="2" wrap="wrap">
      <StatusBadge status={status} label={t(`general:states.${status}`)} />
      {mode ? (
        <StatusBadge
          status={mode}
          label={t(`payments.modes.${mode}Mode`)}
          tone={mode === 'test' ? 'warning' : 'info'}
        />
      ) : null}
    </Flex>
  );
}
