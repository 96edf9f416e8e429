import { useEffect } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { queryClient } from '../../../lib/query-client/query-client';
import { CustomerTable } from '../components/CustomerTable';
import { rememberListSearch } from '../list-memory';
import {
  nextPage,
  pagingState,
  previousPage,
  readListParams,
  toListQuery,
  withSearch,
  withSort,
  writeListParams,
  type CustomerListParams,
} from '../list-params';
import {
  customerCountQuery,
  customerListQuery,
  useCustomerCount,
  useCustomerList,
} from '../queries';

export const namespaces = ['non-settings'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = readListParams(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(customerListQuery(toListQuery(params))),
    queryClient.ensureQueryData(customerCountQuery(params.q || undefined)),
  ]);
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useCustomerList(toListQuery(params));
  const count = useCustomerCount(params.q || undefined);

  useEffect(() => rememberListSearch(searchParams), [searchParams]);

  // Typing replaces the history entry; sorting and paging are steps the Back button should undo.
  const go = (next: CustomerListParams, replace = false) =>
    setSearchParams(writeListParams(next), { replace, preventScrollReset: replace });

  const rows = list.data?.items;
  const paging = pagingState(params, list.data?.has_more ?? false);
  const first = rows?.[0];
  const last = rows?.at(-1);

  return (
    <Page title={t('customers.title')}>
      <CustomerTable
        rows={rows}
        count={count.data}
        isLoading={list.isPending}
        error={list.isError && !rows ? list.error : undefined}
        onRetry={() => void list.refetch()}
        sort={params.sort}
        onSortChange={(sort) => go(withSort(params, sort))}
        search={params.q}
        onSearchChange={(q) => go(withSearch(params, q), true)}
        paging={{
          hasNext: Boolean(last) && paging.hasNext,
          hasPrevious: Boolean(first) && paging.hasPrevious,
          onNext: () => last && go(nextPage(params, last.id)),
          onPrevious: () => first && go(previousPage(params, first.id)),
        }}
      />
    </Page>
  );
}
