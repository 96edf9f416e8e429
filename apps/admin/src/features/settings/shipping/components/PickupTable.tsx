import { Badge, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { LocalPickup } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';

/**
 * Local pickup at each location: offered (and how soon an order is ready), off, or not possible
 * where the location does not fulfil online orders. Each name opens its pickup page.
 */
export function PickupTable({ pickups }: { pickups: readonly LocalPickup[] }) {
  const { t } = useTranslation('settings');
  return (
    <Table.Root variant="surface">
      <VisuallyHidden asChild>
        <caption>{t('shipping.pickup.title')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('general:fields.location')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('shipping.pickup.columns.pickup')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('shipping.pickup.columns.ready')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {pickups.map((pickup) => {
          const offered = pickup.enabled && pickup.fulfills_online_orders;
          return (
            <Table.Row key={pickup.location_id}>
              <Table.RowHeaderCell>
                <UiLink href={hrefs.settings.localPickup(pickup.location_id)}>
                  {pickup.location_name}
                </UiLink>
              </Table.RowHeaderCell>
              <Table.Cell>
                {offered ? (
                  <Badge color="green">{t('shipping.pickup.offered')}</Badge>
                ) : (
                  <Text color="gray">
                    {pickup.fulfills_online_orders
                      ? t('shipping.pickup.off')
                      : t('shipping.pickup.inPersonOnly')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {offered
                  ? t(`shipping.pickup.readyTimes.${pickup.ready_time}`)
                  : t('shipping.pickup.readyNone')}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
