import type {
  CollectionListQuery,
  CustomerGroupListQuery,
  CustomerListQuery,
  InventoryLevelsQuery,
  OrderCountQuery,
  OrderListQuery,
  ProductListQuery,
} from '@shop/admin-api';
import { resourceKeys } from './keys';

/*
 * Every resource's query keys, in one place: a feature reads its own keys from here and so can a
 * change in another feature that must refresh them (relations.ts), without one feature importing
 * another. Each resource is the generic `resourceKeys` plus the sub-keys only it has. Types only come
 * from the contract, so this costs the first load a few hundred bytes.
 */

/** A list's search alone: "no search" and an empty one share one count. */
type SearchCount = { q: string };
/** A list's search and status: "no filter" and an empty one share one count. */
type SearchStatusCount = { q: string; status: string };

/** The signed-in user (one record: `all` is its key). */
export const accountKeys = resourceKeys<never>('account');

/** The shop (one record: `all` is its key). */
export const shopKeys = resourceKeys<never>('shop');

/** The account's stores, for the store switcher (`all`). */
export const storeKeys = resourceKeys<never>('stores');

const customers = resourceKeys<CustomerListQuery, SearchCount>('customers');
export const customerKeys = {
  ...customers,
  count: (q: string | undefined) => customers.count({ q: q ?? '' }),
  /** Under the customer's detail: whatever refreshes the customer refreshes these too. */
  orders: (id: string) => [...customers.detail(id), 'orders'] as const,
  stats: (id: string) => [...customers.detail(id), 'stats'] as const,
  /** A picker's search among the customers (its data is the rows alone, not a page). */
  searches: () => [...customers.all, 'search'] as const,
  search: (query: CustomerListQuery) => [...customerKeys.searches(), query] as const,
};

const customerGroups = resourceKeys<CustomerGroupListQuery, SearchCount>('customer-groups');
export const customerGroupKeys = {
  ...customerGroups,
  count: (q: string | undefined) => customerGroups.count({ q: q ?? '' }),
  /** Not under `detail`: a membership change sets the group and refetches only its members. */
  memberPages: () => [...customerGroups.all, 'members'] as const,
  members: (id: string) => [...customerGroupKeys.memberPages(), id] as const,
  memberPage: (id: string, query: CustomerListQuery) =>
    [...customerGroupKeys.members(id), query] as const,
};

const orders = resourceKeys<OrderListQuery, OrderCountQuery>('orders');
export const orderKeys = {
  ...orders,
  /** The sidebar's badge: how many orders wait for fulfilment. */
  unfulfilledCount: () => orders.count({ fulfillment_status: 'unfulfilled' }),
  /** The home figures: sales and orders, all time or one day (DD-MM-YYYY). */
  stats: () => [...orders.all, 'stats'] as const,
  stat: (date: string | undefined) => [...orderKeys.stats(), { date: date ?? null }] as const,
};

const products = resourceKeys<ProductListQuery, SearchStatusCount>('products');
export const productKeys = {
  ...products,
  count: (query: { q?: string | undefined; status?: string | undefined }) =>
    products.count({ q: query.q ?? '', status: query.status ?? '' }),
  /** A picker's search among the products (its data is the rows alone, not a page). */
  searches: () => [...products.all, 'search'] as const,
  search: (query: ProductListQuery) => [...productKeys.searches(), query] as const,
  /** A product's title alone, for a pick a preview does not name. */
  titles: () => [...products.all, 'title'] as const,
  title: (id: string) => [...productKeys.titles(), id] as const,
};

const variants = resourceKeys<never>('variants');
/** A variant is read through its product: its key names both. */
export const variantKeys = {
  all: variants.all,
  details: variants.details,
  ofProduct: (productId: string) => [...variants.details(), productId] as const,
  detail: (productId: string, variantId: string) =>
    [...variantKeys.ofProduct(productId), variantId] as const,
};

const collections = resourceKeys<CollectionListQuery, SearchStatusCount>('collections');
export const collectionKeys = {
  ...collections,
  count: (query: { q?: string | undefined; status?: string | undefined }) =>
    collections.count({ q: query.q ?? '', status: query.status ?? '' }),
};

/** The shop's locations (settings change them; one list, `lists()`). */
export const locationKeys = resourceKeys<never>('locations');

const inventory = resourceKeys<never>('inventory');
/** Stock: each location's levels and the figures. */
export const inventoryKeys = {
  all: inventory.all,
  levelLists: inventory.lists,
  /** The location sits at index 2: a page of another location is never a placeholder for it. */
  levelList: (locationId: string, query: InventoryLevelsQuery) =>
    [...inventory.lists(), locationId, query] as const,
  stats: () => [...inventory.all, 'stats'] as const,
  /** No location: the whole shop. */
  stat: (locationId: string | undefined) =>
    [...inventoryKeys.stats(), { location_id: locationId ?? null }] as const,
};
