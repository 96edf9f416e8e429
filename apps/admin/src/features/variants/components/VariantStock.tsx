import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ProductVariantDetail } from '@shop/admin-api';
import { formatNumber } from '../../../lib/i18n/number-format';
import { variantDisplayName } from '../../../lib/inventory/item-name';
import { StockQuantityInput } from '../../../lib/inventory/StockQuantityInput';
import { storeVariantLevel } from '../queries';

/**
 * The variant's stock at each location, edited in place like on the inventory screen (each quantity
 * is saved on its own, with undo): not part of the form above and its Save button.
 */
export function VariantStock({ variant }: { variant: ProductVariantDetail }) {
  const { t } = useTranslation('non-settings');
  const item = variantDisplayName(variant.product_title, variant.option_values);
  const onStored = storeVariantLevel.bind(null, variant.product_id, variant.id);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="variant-stock-title">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="baseline" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="variant-stock-title">
              {t('general:fields.stock')}
            </Heading>
            <Text size="2" color="gray">
              {t('variantEditor.stock.total', {
                quantity: formatNumber(variant.inventory_quantity),
              })}
            </Text>
          </Flex>
          <Text as="p" size="2" color="gray">
            {t('variantEditor.stock.hint')}
          </Text>
          {variant.inventory_levels.length === 0 ? (
            <Text as="p" size="2">
              {t('variantEditor.stock.none')}
            </Text>
          ) : (
            <Table.Root variant="surface" aria-labelledby="variant-stock-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('general:fields.location')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">
                    {t('inventory.columns.available')}
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {variant.inventory_levels.map((level) => (
                  <Table.Row key={level.id} align="center">
                    <Table.RowHeaderCell>{level.location_name}</Table.RowHeaderCell>
                    <Table.Cell justify="end">
                      <StockQuantityInput
                        level={level}
                        label={t('variantEditor.stock.quantityLabel', {
                          location: level.location_name,
                        })}
                        itemName={t('inventory.itemAt', { item, location: level.location_name })}
                        onStored={onStored}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}
