import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderSummary } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { ConnectionBadges } from '../../credentials/ConnectionBadges';
import { ServiceMark } from '../../credentials/ServiceMark';
import * as styles from '../../credentials/credentials.css';
import { coverageSummary } from './coverage';
import { providerConnectionWords } from './credential-text';
import { DisconnectButton } from './DisconnectButton';

/**
 * The providers of §2, in its order: each with its mark, name (to its page), where it works, its
 * connection and status, and what to do next: set it up, edit it, disconnect it.
 */
export function ProviderList({
  providers,
  countryName,
}: {
  providers: readonly PaymentProviderSummary[];
  countryName: (alpha2: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className={styles.list} aria-label={t('payments.providersTitle')}>
      {providers.map((provider) => (
        <li key={provider.id} className={styles.row}>
          <ServiceMark mark={provider.mark} />
          <div className={styles.rowText}>
            <Text weight="medium">
              <UiLink href={hrefs.settings.paymentProvider(provider.id)}>{provider.name}</UiLink>
            </Text>
            <Text size="2" color="gray">
              {coverageSummary(provider, t, countryName, language)}
            </Text>
          </div>
          <div className={styles.rowActions}>
            <ConnectionBadges
              connected={provider.connected}
              status={provider.status}
              mode={provider.mode}
              words={providerConnectionWords(t)}
            />
            <Button asChild variant="soft" size="1">
              <UiLink
                href={hrefs.settings.paymentProviderSetup(provider.id)}
                aria-label={t(provider.connected ? 'payments.editNamed' : 'payments.setUpNamed', {
                  name: provider.name,
                })}
              >
                {t(provider.connected ? 'payments.edit' : 'payments.setUp')}
              </UiLink>
            </Button>
            {provider.connected ? <DisconnectButton provider={provider.id} size="1" /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
