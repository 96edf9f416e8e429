import {
  mutationOptions,
  MutationObserver,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import { catalogPaths, type InventoryLevel, type InventoryLevelList } from '@shop/admin-api';
import { conflictingRecord } from '../forms/use-save-conflict';
import { api } from '../http/client';
import { writeOptions } from '../offline/writes';
import { refreshRelated } from '../queries/mutations';
import { inventoryKeys } from '../queries/query-keys';
import * as relations from '../queries/relations';
import { queryClient } from '../query-client/query-client';

/** A level as its editors know it: the quantity and the version it was read at. */
export interface StockLevelVersion {
  id: string;
  available: number;
  updated_at: number;
}

export interface StockChange {
  level: StockLevelVersion;
  available: number;
}

/** Called with the level as the server now has it: after a save, or from a 409's `current`. */
export type OnLevelStored = (level: InventoryLevel) => void;

/** The 409 answer's current level (someone saved in between), when it was one. */
export const conflictingLevel = (error: unknown) =>
  conflictingRecord(error, 'inventoryLevelSchema');

/**
 * Every cache that shows this level learns its new quantity: the location lists at once; the stats
 * and the product screens (a variant's total and levels) are fetched again.
 */
function storeLevel(client: QueryClient, level: InventoryLevel, onStored?: OnLevelStored) {
  client.setQueriesData<InventoryLevelList>({ queryKey: inventoryKeys.levelLists() }, (page) =>
    page?.items.some((item) => item.id === level.id)
      ? { ...page, items: page.items.map((item) => (item.id === level.id ? level : item)) }
      : page,
  );
  onStored?.(level);
  refreshRelated(client, relations.inventoryLevel(level));
}

function stockLevelMutation(onStored?: OnLevelStored) {
  return mutationOptions({
    // It waits offline and survives a reload: a 409 then says the level moved meanwhile.
    ...writeOptions<StockChange, InventoryLevel>({
      send: ({ level, available }) =>
        api.put(catalogPaths.inventoryLevel(level.id), {
          available,
          updated_at: level.updated_at,
        }),
      response: 'inventoryLevelSchema',
    }),
    // The editor shows every failure next to the quantity (a toast may already be on screen).
    meta: { toast: false },
    onSuccess: (saved) => storeLevel(queryClient, saved, onStored),
    onError: (error) => {
      const current = conflictingLevel(error);
      if (current) storeLevel(queryClient, current, onStored);
    },
  });
}

/** PUT inventory/levels/{id} with the version the quantity was edited from. */
export function useSaveStockLevel(onStored?: OnLevelStored) {
  return useMutation(stockLevelMutation(onStored));
}

/**
 * The same save outside any component: an "Undo" in a toast may be taken after the screen that made
 * the change has gone (another location, another page).
 */
export function saveStockLevel(change: StockChange, onStored?: OnLevelStored) {
  return new MutationObserver(queryClient, stockLevelMutation(onStored)).mutate(change);
}
