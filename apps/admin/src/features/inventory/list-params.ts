import {
  DEFAULT_PAGE_SIZE,
  idSchema,
  type InventoryLevelsQuery,
  type Location,
} from '@shop/admin-api';
import { createListMemory } from '../../lib/list-state/list-memory';
import { defineList, PAGE_SIZE_CHOICES, type ListParams } from '../../lib/list-state/list-params';
import { hrefs } from '../../app/routing/hrefs';

/**
 * One location's stock levels: search (title or SKU), page size and cursors, in the server's fixed
 * order (product title, then variant). The location is a filter whose values only the server knows;
 * unset means the default location.
 */
export const inventoryList = defineList<'', { location: string }>({
  sortFields: [],
  defaultSort: '',
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
  filters: { location: (value) => idSchema.safeParse(value).success },
});

export type InventoryListParams = ListParams<'', { location: string }>;

export const inventoryListMemory = createListMemory(hrefs.inventory.list());

/** The query of GET inventory/levels/{locationId}: the location travels in the path. */
export function levelsQueryOf(params: InventoryListParams): InventoryLevelsQuery {
  const { location: _location, ...query } = inventoryList.toQuery(params);
  return query;
}

/**
 * The location the screen shows: the one in the URL, else the shop's default (listed first by the
 * API, but looked up by its flag). Undefined when the URL names no known location, or there is none.
 */
export function chosenLocation(
  locations: readonly Location[],
  locationId: string | undefined,
): Location | undefined {
  if (locationId) return locations.find((location) => location.id === locationId);
  return locations.find((location) => location.is_default) ?? locations[0];
}
