// The demo catalog's collections (a tree of 30, manual and automated, matching the seeded products'
// departments), the shop's three stock locations and a stock level for every variant at each of them.
import type { Faker } from '@faker-js/faker';
import type { CollectionCondition } from '@shop/admin-api';
import { COLLECTION_INSERT_COLUMNS } from '../repos/collections';
import { insertRows } from './bulk';
import type { Db } from './db';

const DAY = 24 * 60 * 60;

/** Above this many variants (benchmark catalogs) stock is seeded at the default location only. */
const LEVELS_AT_EVERY_LOCATION_UP_TO = 200_000;

/** Real places: ISO 3166-2 states and postcodes of those cities. The shop counter ships nothing. */
const LOCATIONS = [
  {
    name: 'Main Warehouse',
    line: '12 Harbour Road',
    city: 'Rotterdam',
    zip: '3011 AA',
    state: 'NL-ZH',
    country: 'NL',
    online: true,
  },
  {
    name: 'City Store',
    line: '5 Market Street',
    city: 'Baku',
    zip: 'AZ1000',
    state: 'AZ-BA',
    country: 'AZ',
    online: false,
  },
  {
    name: 'Fulfilment Centre East',
    line: '200 Logistics Park',
    city: 'Leipzig',
    zip: '04109',
    state: 'DE-SN',
    country: 'DE',
    online: true,
  },
] as const;

/** How a manual collection picks its products from the seeded catalog. */
type Picks =
  | { newest: number }
  | { bestSelling: number }
  | { random: number }
  | { titled: string[]; count: number };

interface CollectionSeed {
  title: string;
  handle: string | null;
  blurb: string;
  /** Automated: the conditions; manual: how its products are picked. */
  rule:
    | { any: string[] }
    | { conditions: CollectionCondition[]; match: 'all' | 'any' }
    | { picks: Picks };
  status?: 'inactive';
  children?: CollectionSeed[];
}

const containsAny = (words: string[]) => ({ any: words });

/** Department nouns come from seed-products.ts, so every automated collection matches products. */
const TREE: CollectionSeed[] = [
  {
    title: 'Clothing',
    handle: 'clothing',
    blurb: 'Everyday clothing in natural fabrics.',
    rule: containsAny([
      'Shirt',
      'Hoodie',
      'Cardigan',
      'Henley',
      'Chinos',
      'Jeans',
      'Joggers',
      'Shorts',
      'Trousers',
      'Leggings',
    ]),
    children: [
      {
        title: 'Tops',
        handle: 'clothing-tops',
        blurb: 'T-shirts, shirts, hoodies and knits.',
        rule: containsAny(['Shirt', 'Hoodie', 'Cardigan', 'Henley']),
        children: [
          {
            title: 'Hoodies & Sweatshirts',
            handle: 'hoodies-sweatshirts',
            blurb: 'Soft layers for cooler days.',
            rule: containsAny(['Hoodie', 'Sweatshirt']),
          },
          {
            title: 'Shirts',
            handle: 'shirts',
            blurb: 'Polo, Oxford and T-shirts.',
            rule: containsAny(['T-Shirt', 'Polo Shirt', 'Oxford Shirt']),
          },
        ],
      },
      {
        title: 'Bottoms',
        handle: 'clothing-bottoms',
        blurb: 'Chinos, jeans, joggers and shorts.',
        rule: containsAny(['Chinos', 'Jeans', 'Joggers', 'Shorts', 'Trousers', 'Leggings']),
        children: [
          {
            title: 'Jeans',
            handle: 'jeans',
            blurb: 'Denim in every fit.',
            rule: containsAny(['Jeans']),
          },
        ],
      },
    ],
  },
  {
    title: 'Footwear',
    handle: 'footwear',
    blurb: 'Shoes and boots made for walking.',
    rule: containsAny(['Sneakers', 'Shoes', 'Boots', 'Loafers', 'Sandals']),
    children: [
      {
        title: 'Sneakers & Running',
        handle: 'sneakers-running',
        blurb: 'Light shoes for the city and the track.',
        rule: containsAny(['Sneakers', 'Running Shoes']),
      },
      {
        title: 'Boots',
        handle: 'boots',
        blurb: 'Chelsea and hiking boots.',
        rule: containsAny(['Boots']),
      },
    ],
  },
  {
    title: 'Bags & Accessories',
    handle: 'bags-accessories',
    blurb: 'Bags, wallets, belts and caps.',
    rule: containsAny(['Backpack', 'Bag', 'Wallet', 'Belt', 'Cap']),
    children: [
      {
        title: 'Backpacks',
        handle: 'backpacks',
        blurb: 'Carry it all on your back.',
        rule: containsAny(['Backpack']),
      },
      {
        title: 'Wallets & Belts',
        handle: 'wallets-belts',
        blurb: 'Small leather goods.',
        rule: containsAny(['Wallet', 'Belt']),
      },
    ],
  },
  {
    title: 'Home & Living',
    handle: 'home-living',
    blurb: 'Things to use and enjoy at home.',
    rule: containsAny(['Mug', 'Throw Blanket', 'Cushion', 'Bowl', 'Vase', 'Plant Pot', 'Tray']),
    children: [
      {
        title: 'Kitchen & Dining',
        handle: 'kitchen-dining',
        blurb: 'Mugs, bowls and trays.',
        rule: containsAny(['Mug', 'Bowl', 'Tray']),
      },
      {
        title: 'Living Room',
        handle: 'living-room',
        blurb: 'Blankets, cushions, vases and pots.',
        rule: containsAny(['Throw Blanket', 'Cushion', 'Vase', 'Plant Pot']),
      },
    ],
  },
  {
    title: 'Bath & Body',
    handle: 'bath-body',
    blurb: 'Candles, soaps and creams.',
    rule: containsAny(['Candle', 'Diffuser', 'Soap', 'Cream', 'Balm', 'Lotion']),
    children: [
      {
        title: 'Candles & Scents',
        handle: 'candles-scents',
        blurb: 'Scented candles and diffusers.',
        rule: containsAny(['Candle', 'Diffuser']),
      },
    ],
  },
  {
    title: 'Stationery',
    handle: 'stationery',
    blurb: 'Notebooks, planners and pens.',
    rule: containsAny([
      'Notebook',
      'Sketchbook',
      'Planner',
      'Fountain Pen',
      'Card Set',
      'Pencil Case',
    ]),
  },
  {
    title: 'Jewelry',
    handle: 'jewelry',
    blurb: 'Rings, necklaces and bracelets.',
    rule: containsAny(['Ring', 'Necklace', 'Bracelet', 'Pendant', 'Anklet']),
    children: [
      {
        title: 'Necklaces & Pendants',
        handle: 'necklaces-pendants',
        blurb: 'Chains and pendants in silver and gold.',
        rule: containsAny(['Necklace', 'Pendant']),
      },
    ],
  },
  {
    title: 'Gifts',
    handle: 'gifts',
    blurb: 'Ideas for every occasion, chosen by our team.',
    rule: { picks: { random: 16 } },
    children: [
      {
        title: 'Gifts under $25',
        handle: 'gifts-under-25',
        blurb: 'Thoughtful and affordable.',
        rule: {
          match: 'all',
          conditions: [
            { name: 'price', type: 'less_than', value: 2500 },
            { name: 'status', type: 'equals', value: 'active' },
          ],
        },
      },
      {
        title: 'Gifts for the Home',
        handle: 'gifts-for-the-home',
        blurb: 'For those who love their home.',
        rule: { picks: { titled: ['Candle', 'Vase', 'Throw Blanket', 'Mug'], count: 12 } },
      },
    ],
  },
  {
    title: 'Sale',
    handle: 'on-sale',
    blurb: 'Good things at small prices.',
    rule: {
      match: 'all',
      conditions: [
        { name: 'price', type: 'less_than', value: 2000 },
        { name: 'status', type: 'equals', value: 'active' },
      ],
    },
  },
  {
    title: 'New Arrivals',
    handle: 'new-arrivals',
    blurb: 'The latest additions to the shop.',
    rule: { picks: { newest: 24 } },
  },
  {
    title: 'Best Sellers',
    handle: 'best-sellers',
    blurb: 'What our customers love most.',
    rule: { picks: { bestSelling: 24 } },
  },
  {
    title: 'Staff Picks',
    handle: null,
    blurb: 'Favourites of the people who run the shop.',
    rule: { picks: { random: 12 } },
  },
  {
    title: 'Premium',
    handle: 'premium',
    blurb: 'Our finest pieces.',
    rule: { match: 'all', conditions: [{ name: 'price', type: 'greater_than', value: 15_000 }] },
  },
  {
    title: 'Summer Edit',
    handle: 'summer-edit',
    blurb: 'Light fabrics and sunny colours (back next season).',
    status: 'inactive',
    rule: { picks: { titled: ['Linen', 'Sandals', 'Shorts', 'Sea Salt'], count: 20 } },
    children: [
      {
        title: 'Beach Days',
        handle: null,
        blurb: 'Everything for a day by the sea.',
        status: 'inactive',
        rule: { picks: { titled: ['Sandals', 'Tote Bag', 'Sea Salt'], count: 10 } },
      },
    ],
  },
];

function newSeedId(f: Faker, prefix: string, seen: Set<string>): string {
  for (;;) {
    const id = `${prefix}_${f.string.alphanumeric({ length: 14, casing: 'lower' })}`;
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
  }
}

async function pickProducts(
  tx: Db,
  f: Faker,
  shopId: string,
  productIds: string[],
  picks: Picks,
): Promise<string[]> {
  const ids = async (sql: string, params: unknown[]) =>
    (await tx.query<{ id: string }>(sql, params)).map((r) => r.id);
  if ('newest' in picks) {
    return ids(
      'SELECT id FROM products WHERE shop_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [shopId, picks.newest],
    );
  }
  if ('bestSelling' in picks) {
    return ids(
      'SELECT id FROM products WHERE shop_id = $1 ORDER BY orders_count DESC, id LIMIT $2',
      [shopId, picks.bestSelling],
    );
  }
  if ('random' in picks) {
    return f.helpers.arrayElements(productIds, Math.min(picks.random, productIds.length));
  }
  return ids(
    `SELECT id FROM products WHERE shop_id = $1 AND lower(title) LIKE ANY($2::text[])
     ORDER BY id LIMIT $3`,
    [shopId, picks.titled.map((w) => `%${w.toLowerCase()}%`), picks.count],
  );
}

async function seedCollections(
  tx: Db,
  f: Faker,
  options: { shopId: string; imageIds: string[]; productIds: string[] },
): Promise<void> {
  const { shopId, imageIds, productIds } = options;
  const now = Math.floor(f.defaultRefDate().getTime() / 1000);
  const seen = new Set<string>();
  const collections: unknown[][] = [];
  const images: unknown[][] = [];
  const picked: unknown[][] = [];

  const visit = async (
    nodes: CollectionSeed[],
    parent: { id: string; path: string[] } | null,
  ): Promise<void> => {
    for (const [order, node] of nodes.entries()) {
      const id = newSeedId(f, 'col', seen);
      const path = [...(parent?.path ?? []), id];
      const createdAt = now - f.number.int({ min: 30 * DAY, max: 600 * DAY });
      const updatedAt = createdAt + f.number.int({ min: 0, max: now - createdAt });
      const automated = !('picks' in node.rule);
      const conditions: CollectionCondition[] =
        'any' in node.rule
          ? node.rule.any.map((word) => ({ name: 'title', type: 'contains', value: word }))
          : 'conditions' in node.rule
            ? node.rule.conditions
            : [];
      const match =
        'conditions' in node.rule ? node.rule.match : 'any' in node.rule ? 'any' : 'all';
      collections.push([
        id,
        shopId,
        node.title,
        `<p>${node.blurb}</p>`,
        node.title,
        node.blurb,
        node.handle,
        automated ? 'automated' : 'manual',
        match,
        JSON.stringify(conditions),
        node.status ?? 'active',
        parent?.id ?? null,
        parent !== null,
        path.length - 1,
        path,
        order,
        true,
        createdAt,
        updatedAt,
      ]);
      if (imageIds.length && f.datatype.boolean(0.7)) {
        images.push([shopId, id, f.helpers.arrayElement(imageIds), 0]);
      }
      if ('picks' in node.rule) {
        const ids = await pickProducts(tx, f, shopId, productIds, node.rule.picks);
        ids.forEach((productId, position) => picked.push([shopId, id, productId, position]));
      }
      if (node.children) await visit(node.children, { id, path });
    }
  };
  await visit(TREE, null);

  // Parents first: the rows are in tree order, so every parent is inserted before its children.
  await insertRows(tx, 'collections', COLLECTION_INSERT_COLUMNS, collections);
  await insertRows(
    tx,
    'collection_images',
    ['shop_id', 'collection_id', 'upload_id', 'position'],
    images,
  );
  await insertRows(
    tx,
    'collection_products',
    ['shop_id', 'collection_id', 'product_id', 'position'],
    picked,
  );
}

/** Three locations, the first the default; returns their ids in that order. */
async function seedLocations(tx: Db, f: Faker, shopId: string): Promise<string[]> {
  const now = Math.floor(f.defaultRefDate().getTime() / 1000);
  const seen = new Set<string>();
  const rows = LOCATIONS.map((l, i) => [
    newSeedId(f, 'loc', seen),
    shopId,
    l.name,
    l.line,
    l.city,
    l.zip,
    l.state,
    l.country,
    l.online,
    i === 0,
    now - (400 - i * 30) * DAY,
    now - (400 - i * 30) * DAY,
  ]);
  await insertRows(
    tx,
    'locations',
    [
      'id',
      'shop_id',
      'name',
      'address_line',
      'city',
      'zip',
      'state_code',
      'country_alpha2',
      'fulfills_online_orders',
      'is_default',
      'created_at',
      'updated_at',
    ],
    rows,
  );
  return rows.map((r) => r[0] as string);
}

/**
 * A level per variant and location, computed in the database from a hash of the two ids: the same
 * quantities on every machine and database, at any catalog size, without a round trip per row. About
 * 8% are out of stock, 14% low (1-5), the rest 6-125 units.
 */
async function seedInventoryLevels(
  tx: Db,
  shopId: string,
  locationIds: string[],
  variantCount: number,
  now: number,
): Promise<void> {
  const stocked =
    variantCount <= LEVELS_AT_EVERY_LOCATION_UP_TO ? locationIds : locationIds.slice(0, 1);
  await tx.query(
    `INSERT INTO inventory_levels (id, shop_id, location_id, variant_id, available, updated_at)
     SELECT 'inv_' || substr(md5(v.id || ':' || l.id), 1, 20), v.shop_id, l.id, v.id,
            CASE WHEN h.n % 100 < 8 THEN 0
                 WHEN h.n % 100 < 22 THEN 1 + (h.n / 100) % 5
                 ELSE 6 + (h.n / 100) % 120 END,
            $3::bigint - (h.n / 1000) % (90 * 86400)
     FROM product_variants v
     CROSS JOIN locations l
     CROSS JOIN LATERAL (SELECT ('x' || substr(md5(l.id || '/' || v.id), 1, 8))::bit(32)::bigint AS n) h
     WHERE v.shop_id = $1 AND l.shop_id = $1 AND l.id = ANY($2::text[])`,
    [shopId, stocked, now],
  );
}

export async function seedCollectionsAndInventory(
  tx: Db,
  f: Faker,
  options: { shopId: string; imageIds: string[]; productIds: string[]; variantIds: string[] },
): Promise<void> {
  await seedCollections(tx, f, options);
  const locationIds = await seedLocations(tx, f, options.shopId);
  const now = Math.floor(f.defaultRefDate().getTime() / 1000);
  await seedInventoryLevels(tx, options.shopId, locationIds, options.variantIds.length, now);
}
