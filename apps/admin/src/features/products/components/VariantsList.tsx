import { useWatch } from 'react-hook-form';
import { Callout, Flex, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type Product } from '@shop/admin-api';
import { Money, UiLink } from '@shop/ui';
import { useShop } from '../../../lib/queries/shop';
import { optionsChanged, planVariants, type ProductFormApi } from '../form/product-form';
import { hrefs } from '../../../app/routing/hrefs';

/**
 * The saved product's variants, each linking to its editor (price, SKU, stock); and, while the
 * options are edited, how many variants the save will leave (one per combination of the values).
 */
export function VariantsList({ form, product }: { form: ProductFormApi; product?: Product }) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;
  const options = useWatch({ control: form.control, name: 'options' });
  const changed = optionsChanged(options, product);
  const planned = changed ? planVariants(options, product).length : 0;

  return (
    <Flex direction="column" gap="3">
      {changed && planned > 0 ? (
        <Callout.Root color="blue" size="1" role="status">
          <Callout.Text>
            {product
              ? t('products.variants.willChange', { count: planned })
              : t('products.variants.willCreate', { count: planned })}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {product ? (
        <Table.Root variant="surface" size="1" aria-label={t('products.variants.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('general:fields.variant')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                {t('general:fields.price')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('general:fields.sku')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                {t('general:fields.stock')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {product.variants.map((variant) => (
              <Table.Row key={variant.id}>
                <Table.RowHeaderCell>
                  <UiLink href={hrefs.variants.detail(product.id, variant.id)}>
                    {variant.option_values.join(' / ') || t('general:fields.defaultVariant')}
                  </UiLink>
                </Table.RowHeaderCell>
                <Table.Cell justify="end">
                  {variant.price === null ? (
                    <Text color="gray">
                      <Money minor={product.price} currency={currency} />
                    </Text>
                  ) : (
                    <Money minor={variant.price} currency={currency} />
                  )}
                </Table.Cell>
                <Table.Cell>{variant.sku || '—'}</Table.Cell>
                <Table.Cell justify="end">{variant.inventory_quantity}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Flex>
  );
}
