import { useMemo } from 'react';
import { Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, ShippingSettings } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useCountries } from '../../../../lib/queries/reference-data';
import { rateSummary, zoneCountriesText } from './zone-text';
import * as styles from './shipping.css';

/** The shipping zones: each name opens its page; where it ships and its rates beside. */
export function ZonesTable({ doc, currency }: { doc: ShippingSettings; currency: Currency }) {
  const { t, i18n } = useTranslation('settings');
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useCountries();
  const names = useMemo(
    () => new Map(countries.data?.items.map((country) => [country.alpha2, country.name])),
    [countries.data],
  );
  const context = { t, currency, weightUnit: doc.weight_unit, locale };

  return (
    <Table.Root variant="surface">
      <VisuallyHidden asChild>
        <caption>{t('shipping.zones.title')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('shipping.zones.columns.zone')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('shipping.zones.columns.countries')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('shipping.zones.columns.rates')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {doc.zones.map((zone) => (
          <Table.Row key={zone.id}>
            <Table.RowHeaderCell>
              <UiLink href={hrefs.settings.editShippingZone(zone.id)}>{zone.name}</UiLink>
            </Table.RowHeaderCell>
            <Table.Cell>
              {zoneCountriesText(zone, t, locale, (alpha2) => names.get(alpha2))}
            </Table.Cell>
            <Table.Cell>
              <ul className={styles.rateLines}>
                {zone.rates.map((rate) => (
                  <li key={rate.id}>
                    <Text weight="medium">{rate.name}</Text>
                    {': '}
                    <Text color="gray">{rateSummary(rate, context)}</Text>
                  </li>
                ))}
              </ul>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
