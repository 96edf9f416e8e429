import type { InventoryLevelsQuery } from '@shop/admin-api';

/** Query keys of stock: the locations, each location's levels and the stats. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  locations: () => [...inventoryKeys.all, 'locations'] as const,
  levelLists: () => [...inventoryKeys.all, 'levels'] as const,
  levelList: (locationId: string, query: InventoryLevelsQuery) =>
    [...inventoryKeys.levelLists(), locationId, query] as const,
  stats: () => [...inventoryKeys.all, 'stats'] as const,
  /** No location: the whole shop. */
  stat: (locationId: string | undefined) =>
    [...inventoryKeys.stats(), { location_id: locationId ?? null }] as const,
};

/**
 * Product queries show stock too (a variant's total and its levels). Their keys all start with this
 * (the products feature's convention, like every feature's `['<resource>', …]`).
 */
export const PRODUCT_QUERIES_PREFIX = ['products'] as const;
