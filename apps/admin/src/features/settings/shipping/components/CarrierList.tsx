import { useMemo } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShippingCarrierSummary } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useCountries } from '../../../../lib/queries/reference-data';
import { ConnectionBadges } from '../../credentials/ConnectionBadges';
import { ServiceMark } from '../../credentials/ServiceMark';
import * as styles from '../../credentials/credentials.css';
import { carrierConnectionWords } from './carrier-text';

/** The carriers: mark, name, where it picks up, the shop's connection, and its page. */
export function CarrierList({ carriers }: { carriers: readonly ShippingCarrierSummary[] }) {
  const { t, i18n } = useTranslation('settings');
  const countries = useCountries();
  const names = useMemo(
    () => new Map(countries.data?.items.map((country) => [country.alpha2, country.name])),
    [countries.data],
  );
  const coverage = (carrier: ShippingCarrierSummary) =>
    carrier.countries === 'worldwide'
      ? t('shipping.carriers.worldwide')
      : new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
          carrier.countries.map((code) => names.get(code) ?? code),
        );

  return (
    <ul className={styles.list} aria-label={t('shipping.carriers.title')}>
      {carriers.map((carrier) => (
        <li key={carrier.id} className={styles.row}>
          <ServiceMark mark={carrier.mark} />
          <div className={styles.rowText}>
            <Text weight="medium">{carrier.name}</Text>
            <Text size="2" color="gray">
              {t('shipping.carriers.picksUp', { where: coverage(carrier) })}
            </Text>
          </div>
          <div className={styles.rowActions}>
            <ConnectionBadges
              connected={carrier.connected}
              status={carrier.status}
              mode={carrier.mode}
              words={carrierConnectionWords(t)}
            />
            <Button asChild variant="soft" size="1">
              <UiLink href={hrefs.settings.shippingProvider(carrier.id)}>
                {t(
                  carrier.connected
                    ? 'shipping.carriers.manageNamed'
                    : 'shipping.carriers.setUpNamed',
                  {
                    name: carrier.name,
                  },
                )}
              </UiLink>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
