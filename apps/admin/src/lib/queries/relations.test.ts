import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '../query-client/query-client';
import { refreshRelated } from './mutations';
import {
  accountKeys,
  brandKeys,
  collectionKeys,
  customerGroupKeys,
  customerKeys,
  domainKeys,
  inventoryKeys,
  locationKeys,
  orderKeys,
  productKeys,
  shopKeys,
  shippingKeys,
  shopPolicyKeys,
  storeKeys,
  taxRateKeys,
  variantKeys,
} from './query-keys';
import * as relations from './relations';

/** One cached query of every kind the app has, by a name the expectations below use. */
const cached: Record<string, QueryKey> = {
  'order list': orderKeys.list({}),
  'order count': orderKeys.count({}),
  'unfulfilled badge': orderKeys.unfulfilledCount(),
  'home figures': orderKeys.stat(undefined),
  'order o1': orderKeys.detail('o1'),
  'customer c1': customerKeys.detail('c1'),
  'c1 orders': customerKeys.orders('c1'),
  'c1 stats': customerKeys.stats('c1'),
  'customer c2': customerKeys.detail('c2'),
  'c2 orders': customerKeys.orders('c2'),
  'customer list': customerKeys.list({}),
  'customer count': customerKeys.count(undefined),
  'customer picker': customerKeys.search({}),
  'group list': customerGroupKeys.list({}),
  'group count': customerGroupKeys.count(undefined),
  'group g1': customerGroupKeys.detail('g1'),
  'g1 members': customerGroupKeys.memberPage('g1', {}),
  'g2 members': customerGroupKeys.memberPage('g2', {}),
  'product list': productKeys.list({}),
  'product count': productKeys.count({}),
  'product p1': productKeys.detail('p1'),
  'product p2': productKeys.detail('p2'),
  'product picker': productKeys.search({}),
  'p1 title': productKeys.title('p1'),
  'p2 title': productKeys.title('p2'),
  'variant p1/v1': variantKeys.detail('p1', 'v1'),
  'variant p2/v2': variantKeys.detail('p2', 'v2'),
  'collection list': collectionKeys.list({}),
  'collection count': collectionKeys.count({}),
  'collection k1': collectionKeys.detail('k1'),
  'stock levels': inventoryKeys.levelList('l1', {}),
  'stock figures': inventoryKeys.stat('l1'),
  locations: locationKeys.lists(),
  'location l1': locationKeys.detail('l1'),
  'tax rates': taxRateKeys.lists(),
  shop: shopKeys.all,
  stores: storeKeys.all,
  account: accountKeys.all,
  domains: domainKeys.lists(),
  'handle check': domainKeys.check('harbor-goods'),
  brand: brandKeys.all,
  policies: shopPolicyKeys.lists(),
  'refund policy': shopPolicyKeys.detail('refund'),
  'refund template': shopPolicyKeys.template('refund', 'en'),
  'shipping zones': shippingKeys.zones(),
  carriers: shippingKeys.carriers(),
  'carrier ups': shippingKeys.carrier('ups'),
  'pickup list': shippingKeys.pickupList(),
  'pickup l1': shippingKeys.pickup('l1'),
};

/** The names of the cached queries a change marks stale. */
function staleAfter(keys: readonly QueryKey[], own?: QueryKey): string[] {
  const client = createQueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, {});
  refreshRelated(client, keys, own);
  const hashes = new Set(
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryHash),
  );
  return Object.entries(cached)
    .filter(([, key]) => hashes.has(client.getQueryCache().find({ queryKey: key })!.queryHash))
    .map(([name]) => name)
    .sort();
}

const sorted = (names: string[]) => [...names].sort();

describe('what each change refreshes, and nothing more', () => {
  it.each<[string, readonly QueryKey[], string[]]>([
    [
      "an order of customer c1 (the customer's page and totals, the home figures)",
      relations.order({ customer_id: 'c1' }),
      [
        'order list',
        'order count',
        'unfulfilled badge',
        'home figures',
        'customer c1',
        'c1 orders',
        'c1 stats',
        'customer list',
      ],
    ],
    [
      "a guest's order",
      relations.order({ customer_id: null }),
      ['order list', 'order count', 'unfulfilled badge', 'home figures', 'customer list'],
    ],
    ["an order's note", relations.orderNote(), []],
    [
      'a customer edited',
      relations.customer(),
      [
        'customer list',
        'customer count',
        'customer picker',
        'g1 members',
        'g2 members',
        'order o1',
      ],
    ],
    [
      'a customer deleted',
      relations.customerDeleted(),
      [
        'customer list',
        'customer count',
        'customer picker',
        'g1 members',
        'g2 members',
        'order o1',
        'group list',
        'group g1',
      ],
    ],
    ['a customer group', relations.customerGroup(), ['group list', 'group count']],
    ["group g1's members", relations.membership('g1'), ['g1 members', 'group list', 'group count']],
    [
      'product p1',
      relations.product({ id: 'p1' }),
      [
        'product list',
        'product count',
        'product picker',
        'p1 title',
        'variant p1/v1',
        'stock levels',
        'stock figures',
        'collection k1',
      ],
    ],
    [
      'a variant of p1',
      relations.variant({ product_id: 'p1' }),
      ['product p1', 'product list', 'product count', 'stock levels'],
    ],
    [
      'a stock level of p1/v1',
      relations.inventoryLevel({ product_id: 'p1', variant_id: 'v1' }),
      ['stock figures', 'product p1', 'variant p1/v1', 'product list'],
    ],
    [
      'a collection',
      relations.collection(),
      ['collection list', 'collection count', 'collection k1'],
    ],
    ['the shop (the weight unit of the zones)', relations.shop(), ['shipping zones', 'stores']],
    [
      'a location (its own page set from the answer)',
      relations.location(),
      ['locations', 'pickup l1', 'pickup list'],
    ],
    ['a carrier (its page set from the answer)', relations.shippingCarrier(), ['carriers']],
    [
      'pickup at a location (its page set from the answer)',
      relations.localPickup(),
      ['pickup list'],
    ],
    ['a tax rate', relations.taxRate(), ['tax rates']],
    [
      'a domain or the handle (the preview link, the switcher)',
      relations.domain(),
      ['domains', 'shop', 'stores'],
    ],
    ['the brand (its screen set from the answer; the logo)', relations.brand(), ['shop', 'stores']],
    ['a policy (its page set from the answer)', relations.shopPolicy(), ['policies']],
  ])('%s', (_change, keys, expected) => {
    expect(staleAfter(keys)).toEqual(sorted(expected));
  });

  it("leaves alone the changed record's own key and what hangs under it", () => {
    expect(
      staleAfter([customerKeys.details(), customerKeys.lists()], customerKeys.detail('c1')),
    ).toEqual(sorted(['customer c2', 'c2 orders', 'customer list']));
  });
});
