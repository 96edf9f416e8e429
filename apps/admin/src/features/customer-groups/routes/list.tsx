import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page, UiLink } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { CustomerGroupTable } from '../components/CustomerGroupTable';
import { customerGroupList, customerGroupListMemory } from '../list-params';
import { hrefs } from '../../../app/routing/hrefs';
import {
  customerGroupCountQuery,
  customerGroupListQuery,
  useCustomerGroupCount,
  useCustomerGroupList,
} from '../queries';

export const namespaces = ['non-settings'] as const;

const data = listData(customerGroupList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(customerGroupListQuery(customerGroupList.toQuery(params))),
    queryClient.ensureQueryData(customerGroupCountQuery(params.q || undefined)),
  ]),
);
export const { loader, shouldRevalidate } = data;

function CreateGroupLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.customerGroups.new()}>{label}</UiLink>
    </Button>
  );
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, tableProps } = useListParams(
    customerGroupList,
    customerGroupListMemory,
    data.prefetch,
  );
  const list = useCustomerGroupList(customerGroupList.toQuery(params));
  const count = useCustomerGroupCount(params.q || undefined);
  const create = <CreateGroupLink label={t('customerGroups.create')} />;

  return (
    <Page title={t('general:nav.customerGroups')} actions={create}>
      <CustomerGroupTable
        {...pageQueryProps(list)}
        count={count.data}
        createAction={create}
        {...tableProps(list.data)}
      />
    </Page>
  );
}
