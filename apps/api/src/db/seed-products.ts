// The demo catalog's products: realistic titles from a few shop departments, prices, statuses, 1-3
// options with their variants, SKUs and galleries made of the shop's generated images.
//
// Speed: the demo's 2,000 products take about a second, and `--scale 1000000` must finish in minutes.
// So rows are generated in JavaScript by a small seeded generator (faker only draws its seed: faker's
// own calls would cost more than the inserts at a million rows), CHUNK products at a time so memory
// stays flat, and written column-wise (insertColumns: one array parameter per column, unnested by the
// server) rather than with insertRows, whose VALUES lists of 30,000 parameters spend more time being
// parsed than inserted. From BULK_LOAD_FROM products on, the tables' secondary indexes and foreign keys
// are dropped for the load and built once at the end (withoutSecondaryIndexes), which roughly halves a
// large load. Generating in SQL (generate_series) would be faster still, but would need a second copy
// of every title, option and price rule in SQL, and the demo and the benchmark would differ.
import type { Faker } from '@faker-js/faker';
import { insertColumns, withoutSecondaryIndexes, type Column } from './bulk-load';
import type { Db } from './db';

const DAY = 24 * 60 * 60;
/** Products generated and inserted together. */
const CHUNK = 2_000;
/** From this many products on, indexes and foreign keys are built after the load (see header). */
const BULK_LOAD_FROM = 50_000;
const TABLES = ['products', 'product_options', 'product_variants', 'product_images'];

interface OptionTemplate {
  name: string;
  values: readonly string[];
  /** Sizes run in order (S, M, L): a product offers a contiguous run of them. */
  ordered?: boolean;
}

interface Department {
  /** SKU prefix. */
  code: string;
  nouns: readonly string[];
  materials: readonly string[];
  options: readonly OptionTemplate[];
  /** Price range in minor units. */
  price: readonly [number, number];
  description: string;
}

const COLOURS = [
  'Black',
  'White',
  'Navy',
  'Heather Grey',
  'Olive',
  'Burgundy',
  'Sand',
  'Forest Green',
  'Rust',
  'Sky Blue',
];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const DEPARTMENTS: readonly Department[] = [
  {
    code: 'TOP',
    nouns: ['T-Shirt', 'Hoodie', 'Sweatshirt', 'Polo Shirt', 'Oxford Shirt', 'Cardigan', 'Henley'],
    materials: ['Cotton', 'Linen', 'Merino', 'Fleece', 'Jersey', 'Flannel'],
    options: [
      { name: 'Size', values: CLOTHING_SIZES, ordered: true },
      { name: 'Colour', values: COLOURS },
      { name: 'Fit', values: ['Regular', 'Relaxed'] },
    ],
    price: [1_900, 8_900],
    description: 'A wardrobe staple for every day.',
  },
  {
    code: 'BTM',
    nouns: ['Chinos', 'Jeans', 'Joggers', 'Shorts', 'Cargo Trousers', 'Leggings'],
    materials: ['Cotton', 'Denim', 'Twill', 'Corduroy', 'Stretch'],
    options: [
      { name: 'Waist', values: ['28', '30', '32', '34', '36', '38'], ordered: true },
      { name: 'Colour', values: COLOURS },
      { name: 'Length', values: ['Short', 'Regular', 'Long'], ordered: true },
    ],
    price: [2_900, 11_900],
    description: 'Comfortable trousers that go with almost anything.',
  },
  {
    code: 'SHO',
    nouns: ['Sneakers', 'Running Shoes', 'Chelsea Boots', 'Loafers', 'Sandals', 'Hiking Boots'],
    materials: ['Leather', 'Suede', 'Canvas', 'Knit', 'Nubuck'],
    options: [
      {
        name: 'Size',
        values: ['38', '39', '40', '41', '42', '43', '44', '45', '46'],
        ordered: true,
      },
      { name: 'Colour', values: ['Black', 'White', 'Tan', 'Brown', 'Navy', 'Grey'] },
    ],
    price: [4_900, 18_900],
    description: 'Footwear made for walking all day.',
  },
  {
    code: 'BAG',
    nouns: ['Backpack', 'Tote Bag', 'Crossbody Bag', 'Weekender Bag', 'Wallet', 'Belt', 'Cap'],
    materials: ['Leather', 'Canvas', 'Waxed Cotton', 'Nylon', 'Recycled'],
    options: [{ name: 'Colour', values: ['Black', 'Tan', 'Olive', 'Navy', 'Stone', 'Burgundy'] }],
    price: [1_500, 14_900],
    description: 'Carry what you need, wherever you go.',
  },
  {
    code: 'HOM',
    nouns: ['Mug', 'Throw Blanket', 'Cushion Cover', 'Serving Bowl', 'Vase', 'Plant Pot', 'Tray'],
    materials: ['Stoneware', 'Wool', 'Linen', 'Ceramic', 'Oak', 'Bamboo', 'Glass'],
    options: [
      { name: 'Size', values: ['Small', 'Medium', 'Large'], ordered: true },
      { name: 'Colour', values: ['White', 'Charcoal', 'Terracotta', 'Sage', 'Oat', 'Blue'] },
    ],
    price: [900, 12_900],
    description: 'Made to be used and enjoyed at home.',
  },
  {
    code: 'CDL',
    nouns: ['Scented Candle', 'Reed Diffuser', 'Soap Bar', 'Hand Cream', 'Lip Balm', 'Body Lotion'],
    materials: ['Soy', 'Shea', 'Olive Oil', 'Beeswax', 'Botanical'],
    options: [
      { name: 'Scent', values: ['Cedar', 'Lavender', 'Fig', 'Sea Salt', 'Bergamot', 'Unscented'] },
      { name: 'Size', values: ['50 ml', '100 ml', '200 ml'], ordered: true },
    ],
    price: [600, 4_900],
    description: 'A small everyday luxury.',
  },
  {
    code: 'STA',
    nouns: ['Notebook', 'Sketchbook', 'Desk Planner', 'Fountain Pen', 'Card Set', 'Pencil Case'],
    materials: ['Recycled Paper', 'Linen-Bound', 'Kraft', 'Brass', 'Cork'],
    options: [
      { name: 'Format', values: ['A6', 'A5', 'A4'], ordered: true },
      { name: 'Paper', values: ['Lined', 'Dotted', 'Blank', 'Squared'] },
    ],
    price: [500, 5_900],
    description: 'For notes, plans and ideas.',
  },
  {
    code: 'JWL',
    nouns: ['Ring', 'Necklace', 'Bracelet', 'Earrings', 'Pendant', 'Anklet'],
    materials: ['Sterling Silver', 'Gold-Plated', 'Pearl', 'Rose Gold', 'Enamel'],
    options: [
      { name: 'Metal', values: ['Silver', 'Gold', 'Rose Gold'] },
      { name: 'Length', values: ['16 in', '18 in', '20 in'], ordered: true },
    ],
    price: [1_900, 24_900],
    description: 'A piece to wear every day or to give as a gift.',
  },
];

const PRODUCT_COLUMNS: Column[] = [
  { name: 'id', type: 'text' },
  { name: 'shop_id', type: 'text' },
  { name: 'title', type: 'text' },
  { name: 'description_html', type: 'text' },
  { name: 'price', type: 'bigint' },
  { name: 'status', type: 'text' },
  { name: 'meta_title', type: 'text' },
  { name: 'meta_description', type: 'text' },
  { name: 'orders_count', type: 'integer' },
  { name: 'created_at', type: 'bigint' },
  { name: 'updated_at', type: 'bigint' },
  // The gallery's summary (migrations/031), written with the row: its triggers then find nothing
  // to change, where updating a million product rows after their images had doubled the load.
  { name: 'images_count', type: 'integer' },
  { name: 'cover_upload_id', type: 'text' },
  { name: 'cover_storage_key', type: 'text' },
];
const OPTION_COLUMNS: Column[] = [
  { name: 'shop_id', type: 'text' },
  { name: 'product_id', type: 'text' },
  { name: 'position', type: 'integer' },
  { name: 'name', type: 'text' },
];
const VARIANT_COLUMNS: Column[] = [
  { name: 'id', type: 'text' },
  { name: 'shop_id', type: 'text' },
  { name: 'product_id', type: 'text' },
  { name: 'position', type: 'integer' },
  { name: 'option_values', type: 'text[]' },
  { name: 'price', type: 'bigint' },
  { name: 'sku', type: 'text' },
  { name: 'created_at', type: 'bigint' },
  { name: 'updated_at', type: 'bigint' },
];
const IMAGE_COLUMNS: Column[] = [
  { name: 'shop_id', type: 'text' },
  { name: 'product_id', type: 'text' },
  { name: 'upload_id', type: 'text' },
  { name: 'position', type: 'integer' },
];

/** Collection-like line names, so titles repeat less in a large catalog. */
const LINES = [
  'Harbor',
  'Alpine',
  'Meadow',
  'Coastal',
  'Nordic',
  'Sierra',
  'Willow',
  'Juniper',
  'Atlas',
  'Ember',
  'Drift',
  'Maple',
  'Summit',
  'Linden',
  'Cove',
  'Aurora',
];
const ADJECTIVES = [
  'Classic',
  'Everyday',
  'Essential',
  'Vintage',
  'Modern',
  'Heritage',
  'Lightweight',
  'Soft',
  'Handmade',
  'Relaxed',
  'Minimal',
  'Signature',
];

/** A small, fast, seeded generator (mulberry32): the same seed gives the same catalog. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const base36 = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) out += '0123456789abcdefghijklmnopqrstuvwxyz'[int(0, 35)];
    return out;
  };
  /** `count` distinct items, in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = 0; i < count && i < pool.length; i++) {
      const j = int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  return { next, int, pick, chance, base36, sample };
}
type Rng = ReturnType<typeof generator>;

/**
 * An id in the shape of every other record id (prefix + 14 lowercase characters): the sequence number
 * first, then 8 random characters. Unique within a shop by construction (no set of a million ids), and
 * in insertion order, so a large load appends to the primary-key indexes instead of writing all over
 * them (a quarter faster at 100,000 products).
 */
function seededId(rng: Rng, prefix: string, seq: number): string {
  return `${prefix}_${seq.toString(36).padStart(6, '0')}${rng.base36(8)}`;
}

/** The values a product offers for one option: a run of sizes, or a few of the colours. */
function offeredValues(rng: Rng, option: OptionTemplate): string[] {
  const { values } = option;
  if (option.ordered) {
    const length = rng.int(Math.min(2, values.length), Math.min(5, values.length));
    const start = rng.int(0, values.length - length);
    return values.slice(start, start + length);
  }
  return rng.sample(values, rng.int(1, Math.min(3, values.length)));
}

function combinations(lists: readonly string[][]): string[][] {
  return lists.reduce<string[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])),
    [[]],
  );
}

/** Mostly x.99 prices, some round ones, as shops price things. */
function shopPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const whole = rng.int(Math.ceil(min / 100), Math.floor(max / 100));
  return rng.chance(0.8) ? whole * 100 - 1 : whole * 100;
}

/** Few products sell a lot, most sell a little, some never. */
function ordersCount(rng: Rng): number {
  return rng.chance(0.15) ? 0 : Math.floor(400 * rng.next() ** 4);
}

interface ChunkRows {
  products: unknown[][];
  options: unknown[][];
  variants: unknown[][];
  images: unknown[][];
}

interface Catalog {
  rng: Rng;
  shopId: string;
  now: number;
  imageIds: readonly string[];
  /** Upload id -> storage key, for the products' default image. */
  storageKeys: ReadonlyMap<string, string>;
  productIds: string[];
  variantIds: string[];
}

/** The rows of products number `from` to `to` - 1. */
function generateChunk(c: Catalog, from: number, to: number): ChunkRows {
  const { rng, shopId, now, imageIds, storageKeys } = c;
  const rows: ChunkRows = { products: [], options: [], variants: [], images: [] };
  for (let seq = from; seq < to; seq++) {
    const dept = rng.pick(DEPARTMENTS);
    const title = [
      rng.chance(0.5) ? rng.pick(LINES) : '',
      rng.chance(0.6) ? rng.pick(ADJECTIVES) : '',
      rng.pick(dept.materials),
      rng.pick(dept.nouns),
    ]
      .filter(Boolean)
      .join(' ');
    const id = seededId(rng, 'prd', seq);
    const price = shopPrice(rng, dept.price);
    const createdAt = now - rng.int(DAY, 730 * DAY);
    const updatedAt = createdAt + rng.int(0, now - createdAt);
    const seoFilled = rng.chance(0.3);
    const product: unknown[] = [
      id,
      shopId,
      title,
      `<p>${title}. ${dept.description}</p>`,
      price,
      rng.chance(0.9) ? 'active' : 'hidden',
      seoFilled ? title : '',
      seoFilled ? `${title}. ${dept.description}` : '',
      ordersCount(rng),
      createdAt,
      updatedAt,
    ];
    rows.products.push(product);
    c.productIds.push(id);

    // Most products come in options (1 to 3 of their department's); some are a single item.
    const optionCount = Math.min(
      dept.options.length,
      rng.chance(0.15) ? 0 : rng.chance(0.55) ? 1 : rng.chance(0.75) ? 2 : 3,
    );
    const chosen = dept.options.slice(0, optionCount);
    chosen.forEach((o, position) => rows.options.push([shopId, id, position, o.name]));
    const withSkus = rng.chance(0.95);
    combinations(chosen.map((o) => offeredValues(rng, o))).forEach((values, position) => {
      const variantId = seededId(rng, 'var', c.variantIds.length);
      c.variantIds.push(variantId);
      // A few variants cost more than the product (a larger size, a precious metal).
      const ownPrice = position > 0 && rng.chance(0.1) ? price + rng.int(1, 5) * 100 : null;
      // Unique in the shop by construction: the product's number and the variant's.
      const sku = withSkus
        ? `${dept.code}-${String(seq).padStart(7, '0')}-${String(position + 1).padStart(2, '0')}`
        : '';
      rows.variants.push([
        variantId,
        shopId,
        id,
        position,
        values,
        ownPrice,
        sku,
        createdAt,
        updatedAt,
      ]);
    });

    // Drawn after the variants, as always, so the same seed makes the same catalog.
    const gallery = imageIds.length ? rng.sample(imageIds, rng.int(1, 4)) : [];
    gallery.forEach((uploadId, position) => rows.images.push([shopId, id, uploadId, position]));
    const cover = gallery[0];
    product.push(gallery.length, cover ?? null, cover ? storageKeys.get(cover) : null);
  }
  return rows;
}

async function writeChunk(tx: Db, rows: ChunkRows): Promise<void> {
  await insertColumns(tx, 'products', PRODUCT_COLUMNS, rows.products);
  await insertColumns(tx, 'product_options', OPTION_COLUMNS, rows.options);
  await insertColumns(tx, 'product_variants', VARIANT_COLUMNS, rows.variants);
  await insertColumns(tx, 'product_images', IMAGE_COLUMNS, rows.images);
}

/**
 * `count` products of one shop with their options, variants and images. Returns every product and
 * variant id, for the collections and stock levels seeded after them.
 */
export async function seedProducts(
  tx: Db,
  f: Faker,
  options: { shopId: string; count: number; imageIds: string[] },
): Promise<{ productIds: string[]; variantIds: string[] }> {
  const uploads = await tx.query<{ id: string; storage_key: string }>(
    'SELECT id, storage_key FROM uploads WHERE id = ANY($1::text[])',
    [options.imageIds],
  );
  const catalog: Catalog = {
    rng: generator(f.number.int({ min: 1, max: 2 ** 31 - 1 })),
    shopId: options.shopId,
    now: Math.floor(f.defaultRefDate().getTime() / 1000),
    imageIds: options.imageIds,
    storageKeys: new Map(uploads.map((u) => [u.id, u.storage_key])),
    productIds: [],
    variantIds: [],
  };
  const load = async () => {
    // The next chunk is generated while the database writes the previous one.
    let writing: Promise<void> = Promise.resolve();
    for (let from = 0; from < options.count; from += CHUNK) {
      const rows = generateChunk(catalog, from, Math.min(options.count, from + CHUNK));
      await writing;
      writing = writeChunk(tx, rows);
    }
    await writing;
  };
  if (options.count >= BULK_LOAD_FROM) await withoutSecondaryIndexes(tx, TABLES, load);
  else await load();
  return { productIds: catalog.productIds, variantIds: catalog.variantIds };
}
