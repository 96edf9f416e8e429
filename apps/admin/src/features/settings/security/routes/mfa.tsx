import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton, toast } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { MfaOn } from '../components/MfaOn';
import { MfaSetup } from '../components/MfaSetup';
import { RecoveryCodes } from '../components/RecoveryCodes';
import { mfaStatusQuery, useMfaStatus } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(mfaStatusQuery);
}

/**
 * Settings › security › two-step verification (TOTP, RFC 6238): set up with an authenticator app
 * (password, QR code or secret, first code), the recovery codes shown once, new codes, turn off. The
 * accounts sign-in then asks for a code after the password.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const status = useMfaStatus();
  // Held only here, in memory, until Done: the server has their hashes alone.
  const [codes, setCodes] = useState<string[] | null>(null);

  let content;
  if (codes) {
    content = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.data?.enabled) {
    content = <MfaOn status={status.data} onNewCodes={setCodes} />;
  } else if (status.data) {
    content = (
      <MfaSetup
        onConfirmed={(recoveryCodes) => {
          toast.success(t('security.mfa.scan.done'));
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (status.isPending) {
    content = <Skeleton height="48px" lines={3} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void status.refetch()} />
    );
  }

  return (
    <Page
      title={t('general:settingsNav.mfa')}
      backHref={hrefs.settings.security()}
      backLabel={t('general:settingsNav.security')}
    >
      {content}
    </Page>
  );
}
