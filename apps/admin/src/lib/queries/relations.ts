import type { QueryKey } from '@tanstack/react-query';
import {
  accountKeys,
  collectionKeys,
  couponKeys,
  thresholdKeys,
  customerGroupKeys,
  customerKeys,
  domainKeys,
  integrationKeys,
  inventoryKeys,
  locationKeys,
  orderKeys,
  paymentKeys,
  productKeys,
  shopKeys,
  shippingKeys,
  shopPolicyKeys,
  staffKeys,
  securityKeys,
  storeKeys,
  taxRateKeys,
  variantKeys,
} from './query-keys';

/*
 * What each change makes stale, across resources: the one table the mutations read (through the
 * builders of mutations.ts, which also leave alone the record the answer itself set). Each entry is
 * a list of key prefixes; a screen that shows a record of another resource is listed here, not
 * guessed at the call site. Reasons for what is left out are comments, so the table can be checked
 * against the screens. Read it as a namespace (`import * as relations`), so a bundle drops the
 * entries nothing uses.
 */

/**
 * An order moved on (paid, fulfilled, ready, picked up, delivered): its lists and counts (the
 * sidebar's unfulfilled badge among them), the home figures, and its customer: their record
 * (total spent, orders count), their orders and stats under it, and the customer lists (which show
 * the same totals, the home's top customers among them).
 */
export const order = (changed: { customer_id: string | null }): QueryKey[] => [
  orderKeys.lists(),
  orderKeys.counts(),
  orderKeys.stats(),
  ...(changed.customer_id ? [customerKeys.detail(changed.customer_id)] : []),
  customerKeys.lists(),
];

/** The note shows on the order's own page only. */
export const orderNote = (): QueryKey[] => [];

/**
 * A customer was edited: their name and e-mail in the lists, the pickers and the group member
 * pages; an order's page shows its customer as the shop knows them now. The orders lists keep the
 * name given with each order, so they do not change.
 */
export const customer = (): QueryKey[] => [
  customerKeys.lists(),
  customerKeys.counts(),
  customerKeys.searches(),
  customerGroupKeys.memberPages(),
  orderKeys.details(),
];

/** A customer was deleted: as an edit, and the groups they were in lose a member. */
export const customerDeleted = (): QueryKey[] => [
  ...customer(),
  customerGroupKeys.lists(),
  customerGroupKeys.details(),
];

/**
 * A customer group was created, edited or deleted: its lists and counts. A customer's screens do
 * not show their groups, so nothing of the customers changes.
 */
export const customerGroup = (): QueryKey[] => [
  customerGroupKeys.lists(),
  customerGroupKeys.counts(),
];

/** Customers joined or left a group: its member pages, and the lists that show its member count. */
export const membership = (groupId: string): QueryKey[] => [
  customerGroupKeys.members(groupId),
  customerGroupKeys.lists(),
  customerGroupKeys.counts(),
];

/**
 * A product was created, edited or deleted: its lists, counts and pickers (title, status, image),
 * its variants (options), the stock screens (variants by name) and the collections' pages (their
 * product counts and previews; an automated collection matches on the product's fields).
 */
export const product = (changed: { id: string }): QueryKey[] => [
  productKeys.lists(),
  productKeys.counts(),
  productKeys.searches(),
  productKeys.title(changed.id),
  variantKeys.ofProduct(changed.id),
  inventoryKeys.all,
  collectionKeys.details(),
];

/**
 * A variant was saved: its product (options, variants, updated_at), the product lists that show
 * them, and the stock rows (SKU, option values).
 */
export const variant = (changed: { product_id: string }): QueryKey[] => [
  productKeys.detail(changed.product_id),
  productKeys.lists(),
  productKeys.counts(),
  inventoryKeys.levelLists(),
];

/**
 * A stock level was saved (the location's rows are set from the answer): the stock figures, and
 * the stock the product screens show (the variant's levels and total, the product's variants, the
 * lists' inventory).
 */
export const inventoryLevel = (level: { product_id: string; variant_id: string }): QueryKey[] => [
  inventoryKeys.stats(),
  productKeys.detail(level.product_id),
  variantKeys.detail(level.product_id, level.variant_id),
  productKeys.lists(),
];

/**
 * A collection was created, edited or deleted: its lists and counts, and the other collections'
 * pages (a move changes the path and level of the sub-collections, a delete the parent's depth).
 * No product screen shows collections, so nothing of the products changes.
 */
export const collection = (): QueryKey[] => [
  collectionKeys.lists(),
  collectionKeys.counts(),
  collectionKeys.details(),
];

/**
 * The shop was saved (the answer sets it): every screen reads the currency and the rest from the
 * shop's own key, so only the store switcher, which names the shop, is another query; and the
 * shipping zones, whose weights come in the shop's weight unit.
 */
export const shop = (): QueryKey[] => [storeKeys.all, shippingKeys.zones()];

/**
 * A location was saved (the answer sets its own page): the locations list, which the settings list
 * and the inventory screen's location switcher both show, and local pickup, which shows each
 * location's name, address and whether it fulfils online orders. Stock levels name no location.
 */
export const location = (): QueryKey[] => [locationKeys.lists(), shippingKeys.pickups()];

/** A carrier was connected, saved or disconnected (its page takes the answer): the carriers list. */
export const shippingCarrier = (): QueryKey[] => [shippingKeys.carriers()];

/** Pickup at a location was saved (its page takes the answer): the list of every location's. */
export const localPickup = (): QueryKey[] => [shippingKeys.pickupList()];

/**
 * Discount codes were created, edited or deleted (a saved code's page takes the answer): the list
 * and the shop's count. Orders name their code as it was typed then, so they stay.
 */
export const coupon = (): QueryKey[] => [couponKeys.lists(), couponKeys.counts()];

/**
 * A threshold discount was created, edited or deleted: the tiers list. Orders keep the name and amount
 * of the tier they met, so they stay.
 */
export const threshold = (): QueryKey[] => [thresholdKeys.lists()];

/** A tax rate was created, edited or deleted: the rates list, the one screen that shows rates. */
export const taxRate = (): QueryKey[] => [taxRateKeys.lists()];

/**
 * A payment method was saved, connected or disconnected (its own page takes the answer): the
 * payments overview, which lists every provider's connection and status.
 */
export const payments = (): QueryKey[] => [paymentKeys.lists()];

/** An integration was saved (its page takes the answer): the list, which shows each one's status. */
export const integration = (): QueryKey[] => [integrationKeys.lists()];

/**
 * A member of staff was invited, edited, removed or given a new link: the staff list. The signed-in
 * account too: it may be the member edited, and its policies drive the sidebar and the guards.
 */
export const staffMember = (): QueryKey[] => [staffKeys.lists(), accountKeys.all];

/**
 * A domain was connected, renamed, removed or made primary, or the shop's handle changed: the
 * domains list, the shop (its storefront_url, the sidebar's preview link, follows the primary
 * domain) and the store switcher (it names each store by its host, the shop's own address). A DNS
 * check changes only its domain's row, which its answer sets.
 */
export const domain = (): QueryKey[] => [domainKeys.lists(), shopKeys.all, storeKeys.all];

/**
 * The brand was saved (the answer sets it): the shop, whose admin_panel_logo is the sidebar's logo,
 * and the store switcher, which shows each store's logo.
 */
export const brand = (): QueryKey[] => [shopKeys.all, storeKeys.all];

/** A policy was saved (the answer sets its page): the policies list, the one other screen. */
export const shopPolicy = (): QueryKey[] => [shopPolicyKeys.lists()];

/**
 * The password, two-step sign-in or botguard changed: the security index shows the state of all
 * three (when the password changed, two-step on or off and its codes left, botguard's level).
 */
export const security = (): QueryKey[] => [securityKeys.all];

/**
 * The signed-in user changed their name, picture or e-mail (the answer sets the account, which the
 * header shows): the staff list and a member's page show them too.
 */
export const accountProfile = (): QueryKey[] => [staffKeys.lists(), staffKeys.details()];
