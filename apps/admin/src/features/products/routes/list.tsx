import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '@shop/admin-api';
import { Page, UiLink } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { ListFilterSelect } from '../../../lib/list-state/ListFilterSelect';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { ProductTable } from '../components/ProductTable';
import { productList, productListMemory } from '../list-params';
import { hrefs } from '../../../app/routing/hrefs';
import { productCountQuery, productListQuery, useProductCount, useProductList } from '../queries';

export const namespaces = ['non-settings'] as const;

const data = listData(productList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(productListQuery(productList.toQuery(params))),
    queryClient.ensureQueryData(productCountQuery(productList.toCountQuery(params))),
  ]),
);
export const { loader, shouldRevalidate } = data;

function AddProductLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.products.new()}>{label}</UiLink>
    </Button>
  );
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, go, tableProps } = useListParams(productList, productListMemory, data.prefetch);
  const list = useProductList(productList.toQuery(params));
  const count = useProductCount(productList.toCountQuery(params));
  const status = params.filters.status;
  const clearFilter = () => go(productList.withFilter(params, 'status', undefined));

  return (
    <Page title={t('general:nav.products')} actions={<AddProductLink label={t('products.add')} />}>
      <Flex direction="column" gap="3">
        <ListFilterSelect
          label={t('general:fields.status')}
          value={status}
          anyLabel={t('general:filters.anyStatus')}
          options={PRODUCT_STATUSES.map((value) => ({
            value,
            label: t(`general:states.${value}`),
          }))}
          onChange={(value) => go(productList.withFilter(params, 'status', value))}
        />
        <ProductTable
          {...pageQueryProps(list)}
          count={count.data?.count}
          countCapped={count.data?.capped}
          empty={
            status
              ? {
                  title: t('products.filteredEmpty.title'),
                  description: t('products.filteredEmpty.description', {
                    status: t(`general:states.${status}`),
                  }),
                  action: (
                    <Button variant="soft" onClick={clearFilter}>
                      {t('general:filters.showAllStatuses')}
                    </Button>
                  ),
                }
              : {
                  title: t('products.empty.title'),
                  description: t('products.empty.description'),
                  action: <AddProductLink label={t('products.add')} />,
                }
          }
          {...tableProps(list.data)}
        />
      </Flex>
    </Page>
  );
}
