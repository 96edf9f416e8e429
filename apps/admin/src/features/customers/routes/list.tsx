import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { CustomerTable } from '../components/CustomerTable';
import { customerList, customerListMemory } from '../list-params';
import {
  customerCountQuery,
  customerListQuery,
  useCustomerCount,
  useCustomerList,
} from '../queries';

export const namespaces = ['non-settings'] as const;

const data = listData(customerList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(customerListQuery(customerList.toQuery(params))),
    queryClient.ensureQueryData(customerCountQuery(params.q || undefined)),
  ]),
);
export const { loader, shouldRevalidate } = data;

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, tableProps } = useListParams(customerList, customerListMemory, data.prefetch);
  const list = useCustomerList(customerList.toQuery(params));
  const count = useCustomerCount(params.q || undefined);

  return (
    <Page title={t('general:nav.customers')}>
      <CustomerTable {...pageQueryProps(list)} count={count.data} {...tableProps(list.data)} />
    </Page>
  );
}
