import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { pageQueryProps } from '../../../../lib/list-state/page-query-props';
import { listData } from '../../../../lib/list-state/list-data';
import { useListParams } from '../../../../lib/list-state/use-list-params';
import { queryClient } from '../../../../lib/query-client/query-client';
import { PageTable } from '../components/PageTable';
import { pageList, pageListMemory } from '../list-params';
import { pageCountQuery, pageListQuery, usePageCount, usePageList } from '../queries';

export const namespaces = ['navigation'] as const;

const data = listData(pageList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(pageListQuery(pageList.toQuery(params))),
    queryClient.ensureQueryData(pageCountQuery(params.q || undefined)),
  ]),
);
export const { loader, shouldRevalidate } = data;

function CreatePageLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.onlineStore.pageNew()}>{label}</UiLink>
    </Button>
  );
}

export function Component() {
  const { t } = useTranslation('navigation');
  const { params, tableProps } = useListParams(pageList, pageListMemory, data.prefetch);
  const list = usePageList(pageList.toQuery(params));
  const count = usePageCount(params.q || undefined);
  const create = <CreatePageLink label={t('pages.create')} />;

  return (
    <Page title={t('general:nav.pages')} actions={create}>
      <PageTable
        {...pageQueryProps(list)}
        count={count.data}
        createAction={create}
        {...tableProps(list.data)}
      />
    </Page>
  );
}
