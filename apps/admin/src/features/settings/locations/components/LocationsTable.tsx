import { useMemo } from 'react';
import { Badge, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Location } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useCountries } from '../../../../lib/queries/reference-data';
import { addressText } from '../address-text';

/** The shop's locations: each name opens its edit page; the address and online fulfilment beside. */
export function LocationsTable({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation('settings');
  const countries = useCountries();
  const names = useMemo(
    () => new Map(countries.data?.items.map((country) => [country.alpha2, country.name])),
    [countries.data],
  );

  return (
    <Table.Root variant="surface">
      {/* Names the table (Table.Root puts its own props on a wrapper, not on the table). */}
      <VisuallyHidden asChild>
        <caption>{t('general:settingsNav.locations')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('general:fields.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('locations.columns.address')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('locations.columns.online')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {locations.map((location) => (
          <Table.Row key={location.id}>
            <Table.RowHeaderCell>
              <Flex gap="2" align="center" wrap="wrap">
                <UiLink href={hrefs.settings.editLocation(location.id)}>{location.name}</UiLink>
                {location.is_default ? <Badge color="gray">{t('locations.default')}</Badge> : null}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{addressText(location.address, (code) => names.get(code))}</Table.Cell>
            <Table.Cell>
              {location.fulfills_online_orders ? (
                <Badge color="green">{t('locations.online')}</Badge>
              ) : (
                <Text color="gray">{t('locations.offline')}</Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
