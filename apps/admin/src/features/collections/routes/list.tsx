import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { COLLECTION_STATUSES } from '@shop/admin-api';
import { Page, UiLink } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { ListFilterSelect } from '../../../lib/list-state/ListFilterSelect';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { CollectionTable } from '../components/CollectionTable';
import { collectionList, collectionListMemory } from '../list-params';
import { hrefs } from '../../../app/routing/hrefs';
import {
  collectionCountQuery,
  collectionListQuery,
  useCollectionCount,
  useCollectionList,
} from '../queries';

export const namespaces = ['non-settings'] as const;

const data = listData(collectionList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(collectionListQuery(collectionList.toQuery(params))),
    queryClient.ensureQueryData(collectionCountQuery(collectionList.toCountQuery(params))),
  ]),
);
export const { loader, shouldRevalidate } = data;

function CreateCollectionLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.collections.new()}>{label}</UiLink>
    </Button>
  );
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, go, tableProps } = useListParams(
    collectionList,
    collectionListMemory,
    data.prefetch,
  );
  const list = useCollectionList(collectionList.toQuery(params));
  const count = useCollectionCount(collectionList.toCountQuery(params));
  const status = params.filters.status;
  const clearFilter = () => go(collectionList.withFilter(params, 'status', undefined));

  return (
    <Page
      title={t('general:nav.collections')}
      actions={<CreateCollectionLink label={t('collections.create')} />}
    >
      <Flex direction="column" gap="3">
        <ListFilterSelect
          label={t('general:fields.status')}
          value={status}
          anyLabel={t('general:filters.anyStatus')}
          options={COLLECTION_STATUSES.map((value) => ({
            value,
            label: t(`general:states.${value}`),
          }))}
          onChange={(value) => go(collectionList.withFilter(params, 'status', value))}
        />
        <CollectionTable
          {...pageQueryProps(list)}
          count={count.data}
          empty={
            status
              ? {
                  title: t('collections.filteredEmpty.title'),
                  description: t('collections.filteredEmpty.description', {
                    status: t(`general:states.${status}`),
                  }),
                  action: (
                    <Button variant="soft" onClick={clearFilter}>
                      {t('general:filters.showAllStatuses')}
                    </Button>
                  ),
                }
              : {
                  title: t('collections.empty.title'),
                  description: t('collections.empty.description'),
                  action: <CreateCollectionLink label={t('collections.create')} />,
                }
          }
          {...tableProps(list.data)}
        />
      </Flex>
    </Page>
  );
}
