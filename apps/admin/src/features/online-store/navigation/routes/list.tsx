import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { pageQueryProps } from '../../../../lib/list-state/page-query-props';
import { listData } from '../../../../lib/list-state/list-data';
import { useListParams } from '../../../../lib/list-state/use-list-params';
import { queryClient } from '../../../../lib/query-client/query-client';
import { MenuTable } from '../components/MenuTable';
import { menuList, menuListMemory } from '../list-params';
import { menuCountQuery, menuListQuery, useMenuCount, useMenuList } from '../queries';

export const namespaces = ['navigation'] as const;

const data = listData(menuList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(menuListQuery(menuList.toQuery(params))),
    queryClient.ensureQueryData(menuCountQuery(params.q || undefined)),
  ]),
);
export const { loader, shouldRevalidate } = data;

export function Component() {
  const { t } = useTranslation('navigation');
  const { params, tableProps } = useListParams(menuList, menuListMemory, data.prefetch);
  const list = useMenuList(menuList.toQuery(params));
  const count = useMenuCount(params.q || undefined);

  return (
    <Page title={t('general:nav.navigation')}>
      <MenuTable {...pageQueryProps(list)} count={count.data} {...tableProps(list.data)} />
    </Page>
  );
}
