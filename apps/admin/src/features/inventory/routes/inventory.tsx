import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { InventoryLevelList, Location } from '@shop/admin-api';
import { EmptyState, ErrorView, Page, Skeleton, type DataTablePaging } from '@shop/ui';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { config } from '../../../lib/config';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { queryClient } from '../../../lib/query-client/query-client';
import { InventoryStats } from '../components/InventoryStats';
import { InventoryTable } from '../components/InventoryTable';
import { LocationSwitcher } from '../components/LocationSwitcher';
import {
  chosenLocation,
  inventoryList,
  inventoryListMemory,
  levelsQueryOf,
  type InventoryListParams,
} from '../list-params';
import { levelsQuery, locationsQuery, statsQuery, useLevels, useLocations } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

const data = listData(inventoryList, async (params) => {
  const location = chosenLocation(
    await queryClient.ensureQueryData(locationsQuery),
    params.filters.location,
  );
  if (!location) return;
  await Promise.all([
    queryClient.ensureQueryData(levelsQuery(location.id, levelsQueryOf(params))),
    queryClient.ensureQueryData(statsQuery(location.id)),
  ]);
});
export const { loader, shouldRevalidate } = data;

export function Component() {
  const { t } = useTranslation('non-settings');
  const { params, go, tableProps } = useListParams(
    inventoryList,
    inventoryListMemory,
    data.prefetch,
  );
  const locations = useLocations();
  const title = t('general:nav.inventory');

  if (!locations.data) {
    return (
      <Page title={title}>
        {locations.isPending ? (
          <Skeleton height="320px" lines={8} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void locations.refetch()} />
        )}
      </Page>
    );
  }
  if (locations.data.length === 0) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('inventory.noLocations.title')}
          description={t('inventory.noLocations.description')}
        />
      </Page>
    );
  }

  const location = chosenLocation(locations.data, params.filters.location);
  const switcher = (
    <LocationSwitcher
      locations={locations.data}
      value={location?.id}
      onChange={(id) => go(inventoryList.withFilter(params, 'location', id))}
    />
  );
  return (
    <Page title={title} actions={switcher}>
      {location ? (
        // Keyed: another location starts with fresh rows and editors, never the last one's drafts.
        <LocationStock
          key={location.id}
          location={location}
          params={params}
          tableProps={tableProps}
        />
      ) : (
        <EmptyState
          title={t('inventory.locationNotFound.title')}
          description={t('inventory.locationNotFound.description')}
        />
      )}
    </Page>
  );
}

/** What the levels table takes from the list state, for the page on screen. */
type LevelsTableState = (page: InventoryLevelList | undefined) => {
  search: string;
  onSearchChange: (q: string) => void;
  paging: DataTablePaging;
};

function LocationStock({
  location,
  params,
  tableProps,
}: {
  location: Location;
  params: InventoryListParams;
  tableProps: LevelsTableState;
}) {
  const list = useLevels(location.id, levelsQueryOf(params));
  const { search, onSearchChange, paging } = tableProps(list.data);
  return (
    <Flex direction="column" gap="5">
      <InventoryStats location={location} />
      <InventoryTable
        location={location}
        {...pageQueryProps(list)}
        search={search}
        onSearchChange={onSearchChange}
        paging={paging}
      />
    </Flex>
  );
}
