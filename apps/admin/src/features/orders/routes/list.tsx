import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { ListFilterSelect } from '../../../lib/list-state/ListFilterSelect';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { OrderTable } from '../components/OrderTable';
import { orderList, orderListMemory } from '../list-params';
import { orderCountQuery, orderListQuery, useOrderCount, useOrderList } from '../queries';

export const namespaces = ['non-settings'] as const;

const data = listData(orderList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(orderListQuery(orderList.toQuery(params))),
    queryClient.ensureQueryData(orderCountQuery(orderList.toCountQuery(params))),
  ]),
);
export const { loader, shouldRevalidate } = data;

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, go, tableProps } = useListParams(orderList, orderListMemory, data.prefetch);
  const list = useOrderList(orderList.toQuery(params));
  const count = useOrderCount(orderList.toCountQuery(params));
  const { financial_status: payment, fulfillment_status: fulfillment } = params.filters;
  const filtered = Boolean(payment || fulfillment);
  const clearFilters = () =>
    go(
      orderList.withFilter(
        orderList.withFilter(params, 'financial_status', undefined),
        'fulfillment_status',
        undefined,
      ),
    );

  return (
    <Page title={t('general:nav.orders')}>
      <Flex direction="column" gap="3">
        <Flex gap="4" wrap="wrap">
          <ListFilterSelect
            label={t('general:fields.payment')}
            value={payment}
            anyLabel={t('orders.filters.anyPayment')}
            options={FINANCIAL_STATUSES.map((value) => ({
              value,
              label: t(`orders.financialStatus.${value}`),
            }))}
            onChange={(value) => go(orderList.withFilter(params, 'financial_status', value))}
          />
          <ListFilterSelect
            label={t('general:fields.fulfillment')}
            value={fulfillment}
            anyLabel={t('orders.filters.anyFulfillment')}
            options={FULFILLMENT_STATUSES.map((value) => ({
              value,
              label: t(`orders.fulfillmentStatus.${value}`),
            }))}
            onChange={(value) => go(orderList.withFilter(params, 'fulfillment_status', value))}
          />
        </Flex>
        <OrderTable
          {...pageQueryProps(list)}
          count={count.data}
          empty={
            filtered
              ? {
                  title: t('orders.filteredEmpty.title'),
                  description: t('orders.filteredEmpty.description'),
                  action: (
                    <Button variant="soft" onClick={clearFilters}>
                      {t('orders.filteredEmpty.clear')}
                    </Button>
                  ),
                }
              : { title: t('general:states.noOrders'), description: t('orders.empty.description') }
          }
          {...tableProps(list.data)}
        />
      </Flex>
    </Page>
  );
}
