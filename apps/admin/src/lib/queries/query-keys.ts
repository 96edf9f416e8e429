import type {
  CollectionListQuery,
  CouponListBody,
  DiscountAnalyticsQuery,
  CustomerGroupListQuery,
  CustomerListQuery,
  InventoryLevelsQuery,
  OrderCountQuery,
  OrderListQuery,
  ProductListQuery,
} from '@shop/admin-api';
import { resourceKeys, withSubKeys } from './keys';

/*
 * Every resource's query keys, in one place: a feature reads its own keys from here and so can a
 * change in another feature that must refresh them (relations.ts), without one feature importing
 * another. Each resource is the generic `resourceKeys` plus the sub-keys only it has. Only types come
 * from the contract and every entry is pure, so a bundle drops what nothing uses.
 */

/** A list's search alone: "no search" and an empty one share one count. */
type SearchCount = { q: string };
/** A list's search and status: "no filter" and an empty one share one count. */
type SearchStatusCount = { q: string; status: string };
type SearchStatusQuery = { q?: string | undefined; status?: string | undefined };

/** The signed-in user (one record: `all` is its key). */
export const accountKeys = resourceKeys<never>('account');

/** The shop (one record: `all` is its key). */
export const shopKeys = resourceKeys<never>('shop');

/**
 * Settings → security: the index's states, the user's two-step sign-in and the shop's botguard
 * (`all` covers the three).
 */
export const securityKeys = withSubKeys(resourceKeys<never>('security'), (security) => ({
  overview: () => [...security.all, 'overview'] as const,
  mfa: () => [...security.all, 'mfa'] as const,
  botguard: () => [...security.all, 'botguard'] as const,
}));

/** The account's stores, for the store switcher (`all`). */
export const storeKeys = resourceKeys<never>('stores');

/**
 * §7 reference lists, the same for every user and fixed per deploy. The lists named in the admin's
 * language carry it in their key.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: (lang: string) => ['reference', 'countries', lang] as const,
  states: (countryAlpha2: string) => ['reference', 'states', countryAlpha2] as const,
  timezones: () => ['reference', 'timezones'] as const,
  currencies: (lang: string) => ['reference', 'currencies', lang] as const,
  languages: () => ['reference', 'languages'] as const,
  weights: (lang: string) => ['reference', 'weights', lang] as const,
};

export const customerKeys = withSubKeys(
  resourceKeys<CustomerListQuery, SearchCount>('customers'),
  (customers) => {
    const searches = () => [...customers.all, 'search'] as const;
    return {
      count: (q: string | undefined) => customers.count({ q: q ?? '' }),
      /** Under the customer's detail: whatever refreshes the customer refreshes these too. */
      orders: (id: string) => [...customers.detail(id), 'orders'] as const,
      stats: (id: string) => [...customers.detail(id), 'stats'] as const,
      /** A picker's search among the customers (its data is the rows alone, not a page). */
      searches,
      search: (query: CustomerListQuery) => [...searches(), query] as const,
    };
  },
);

export const customerGroupKeys = withSubKeys(
  resourceKeys<CustomerGroupListQuery, SearchCount>('customer-groups'),
  (groups) => {
    /** Not under `detail`: a membership change sets the group and refetches only its members. */
    const memberPages = () => [...groups.all, 'members'] as const;
    const members = (id: string) => [...memberPages(), id] as const;
    return {
      count: (q: string | undefined) => groups.count({ q: q ?? '' }),
      memberPages,
      members,
      memberPage: (id: string, query: CustomerListQuery) => [...members(id), query] as const,
    };
  },
);

export const orderKeys = withSubKeys(
  resourceKeys<OrderListQuery, OrderCountQuery>('orders'),
  (orders) => {
    const stats = () => [...orders.all, 'stats'] as const;
    return {
      /** The sidebar's badge: how many orders wait for fulfilment. */
      unfulfilledCount: () => orders.count({ fulfillment_status: 'unfulfilled' }),
      /** The home figures: sales and orders, all time or one day (DD-MM-YYYY). */
      stats,
      stat: (date: string | undefined) => [...stats(), { date: date ?? null }] as const,
    };
  },
);

export const productKeys = withSubKeys(
  resourceKeys<ProductListQuery, SearchStatusCount>('products'),
  (products) => {
    const searches = () => [...products.all, 'search'] as const;
    const titles = () => [...products.all, 'title'] as const;
    return {
      count: (query: SearchStatusQuery) =>
        products.count({ q: query.q ?? '', status: query.status ?? '' }),
      /** A picker's search among the products (its data is the rows alone, not a page). */
      searches,
      search: (query: ProductListQuery) => [...searches(), query] as const,
      /** A product's title alone, for a pick a preview does not name. */
      titles,
      title: (id: string) => [...titles(), id] as const,
    };
  },
);

/** A variant is read through its product: its key names both. */
export const variantKeys = withSubKeys(resourceKeys<never>('variants'), (variants) => {
  const ofProduct = (productId: string) => [...variants.details(), productId] as const;
  return {
    ofProduct,
    detail: (productId: string, variantId: string) => [...ofProduct(productId), variantId] as const,
  };
});

export const collectionKeys = withSubKeys(
  resourceKeys<CollectionListQuery, SearchStatusCount>('collections'),
  (collections) => ({
    count: (query: SearchStatusQuery) =>
      collections.count({ q: query.q ?? '', status: query.status ?? '' }),
  }),
);

/**
 * Discount codes: a page of the list (`list(body)`, POST discounts/coupons-list), the shop's count
 * (`count()`, whatever a search), one code (`detail(id)`).
 */
export const couponKeys = withSubKeys(resourceKeys<CouponListBody>('coupons'), (coupons) => ({
  count: () => coupons.counts(),
}));

/** Threshold discounts: the shop's tiers, one list (`lists()`), a tier (`detail(id)`). */
export const thresholdKeys = resourceKeys<never>('discount-thresholds');

/** How the shop's discounts combine: one record (`all`). */
export const discountSettingsKeys = resourceKeys<never>('discount-settings');

/** What the discounts did over a range of the shop's days (`list({ from, to })`). */
export const discountAnalyticsKeys = resourceKeys<DiscountAnalyticsQuery>('discount-analytics');

/** The shop's staff: members and invitations, one list (`lists()`), a member's `detail(id)`. */
export const staffKeys = resourceKeys<never>('staff');

/** The shop's locations (settings change them; one list, `lists()`). */
export const locationKeys = resourceKeys<never>('locations');

/** The shop's tax rates (settings, taxes; one list, `lists()`). */
export const taxRateKeys = resourceKeys<never>('taxes');

/**
 * The shop's domains (settings, domain): one list (`lists()`), and the check of a handle as it is
 * typed (`check(handle)`).
 */
export const domainKeys = withSubKeys(resourceKeys<never>('domains'), (domains) => ({
  check: (handle: string) => [...domains.all, 'check', handle] as const,
}));

/** The plans on offer (settings, plans; one list, `lists()`), the same for every shop. */
export const planKeys = resourceKeys<never>('plans');

/** The shop's subscription: plan, next charge, payment method, invoices (one record: `all`). */
export const billingKeys = resourceKeys<never>('billing');

/**
 * Settings › payments: the overview (`lists()`), each provider's connection (`detail(provider)`),
 * and cash on delivery and the platform's provider (`detail('cash-on-delivery')`, ...).
 */
export const paymentKeys = resourceKeys<never>('payments');

/**
 * Settings › integrations: every integration (`lists()`) and one by its page's name
 * (`detail(name)`).
 */
export const integrationKeys = resourceKeys<never>('integrations');

/** Settings › app store: the automation widget's token (`token()`, asked afresh for each visit). */
export const appStoreKeys = withSubKeys(resourceKeys<never>('app-store'), (appStore) => ({
  token: () => [...appStore.all, 'token'] as const,
}));

/**
 * Settings › shipping: the zones and their rates (`zones()`, one document), the carriers (list and
 * each one's connection) and local pickup (`pickups()` covers the list and each location's).
 */
export const shippingKeys = withSubKeys(resourceKeys<never>('shipping'), (shipping) => ({
  zones: () => [...shipping.all, 'zones'] as const,
  carriers: () => [...shipping.all, 'carriers', 'list'] as const,
  carrier: (name: string) => [...shipping.all, 'carriers', 'detail', name] as const,
  pickups: () => [...shipping.all, 'pickup'] as const,
  pickupList: () => [...shipping.all, 'pickup', 'list'] as const,
  pickup: (locationId: string) => [...shipping.all, 'pickup', 'detail', locationId] as const,
}));

/** The shop's brand (settings, brand; one record: `all`). */
export const brandKeys = resourceKeys<never>('brand');

/**
 * The shop's policies (settings, policies): one list (`lists()`), and a kind's template in a
 * language (`template(kind, language)`).
 */
export const shopPolicyKeys = withSubKeys(resourceKeys<never>('shop-policies'), (policies) => ({
  template: (kind: string, language: string) =>
    [...policies.all, 'template', kind, language] as const,
}));

/** Stock: each location's levels and the figures. */
export const inventoryKeys = withSubKeys(resourceKeys<never>('inventory'), (inventory) => {
  const stats = () => [...inventory.all, 'stats'] as const;
  return {
    levelLists: inventory.lists,
    /** The location sits at index 2: a page of another location is never a placeholder for it. */
    levelList: (locationId: string, query: InventoryLevelsQuery) =>
      [...inventory.lists(), locationId, query] as const,
    stats,
    /** No location: the whole shop. */
    stat: (locationId: string | undefined) =>
      [...stats(), { location_id: locationId ?? null }] as const,
  };
});
