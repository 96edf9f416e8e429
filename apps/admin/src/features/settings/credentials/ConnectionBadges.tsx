import { Badge, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CredentialMode } from '@shop/admin-api';
import { StatusBadge } from '@shop/ui';

/**
 * Whether a service (a provider, a carrier) is connected, its status (§4) and, connected, which
 * mode its credentials are for, in the section's words.
 */
export function ConnectionBadges({
  connected,
  status,
  mode,
  words,
}: {
  connected: boolean;
  status: 'active' | 'inactive';
  mode: CredentialMode | null;
  words: { notConnected: string; modes: Record<CredentialMode, string> };
}) {
  const { t } = useTranslation('general');
  if (!connected) return <Badge color="gray">{words.notConnected}</Badge>;
  return (
    <Flex gap="2" wrap="wrap">
      <StatusBadge status={status} label={t(`general:states.${status}`)} />
      {mode ? (
        <StatusBadge
          status={mode}
          label={words.modes[mode]}
          tone={mode === 'test' ? 'warning' : 'info'}
        />
      ) : null}
    </Flex>
  );
}
