import type {
  AiProductDescription,
  AiProductSeo,
  CreateProductBody,
  Product,
  ProductList,
  ProductListItem,
  ProductVariantDetail,
} from '@shop/admin-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { call, callJson } from '../test/session';
import { productEditBody } from '../test/product-body';

const { ctx, owner, staff } = demoShop();
/** Uploads of the demo shop, and one of the other shop. */
let images: string[];
let outletImage: string;

beforeAll(async () => {
  // The seed's generated images, or (should a shop have none) rows of our own: the product routes
  // only need the upload records.
  for (const shopId of [DEMO_SHOP_ID, OUTLET_SHOP_ID]) {
    await ctx.db.query(
      `INSERT INTO uploads (id, shop_id, storage_key, mime, size_bytes, created_at)
       SELECT 'upl_test_' || $1 || '_' || n, $1, 'test-' || $1 || '-' || n || '.png', 'image/png', 100, 0
       FROM generate_series(1, 3) n`,
      [shopId],
    );
  }
  images = (
    await ctx.db.query<{ id: string }>(
      `SELECT id FROM uploads WHERE shop_id = $1 ORDER BY id LIMIT 3`,
      [DEMO_SHOP_ID],
    )
  ).map((r) => r.id);
  [{ id: outletImage }] = (await ctx.db.query<{ id: string }>(
    `SELECT id FROM uploads WHERE shop_id = $1 ORDER BY id LIMIT 1`,
    [OUTLET_SHOP_ID],
  )) as [{ id: string }];
});

const get = <T>(path: string, query?: Record<string, string | number>) =>
  callJson<T>(ctx, 'GET', path, { session: owner, query });
const send = <T = Record<string, unknown>>(method: string, path: string, body: unknown) =>
  callJson<T>(ctx, method, path, { session: owner, body });

type Refusal = Refused;
const fields = (body: Refusal) => body.errors.map((e) => e.field).sort();

let titles = 0;
/** A valid create body with a title no seeded product has. */
function newProduct(extra: Partial<CreateProductBody> = {}): CreateProductBody {
  titles += 1;
  return { title: `Test Linen Apron ${titles}`, price: 2499, ...extra };
}

async function create(extra: Partial<CreateProductBody> = {}): Promise<Product> {
  const res = await send<Product>('POST', 'products', newProduct(extra));
  expect(res.status).toBe(201);
  return res.body;
}

const SIZES = { name: 'Size', values: ['S', 'M', 'L'] };
const COLOURS = { name: 'Colour', values: ['Red', 'Blue'] };

describe('POST products', () => {
  it('creates a product with one variant per combination of its options, and its gallery', async () => {
    const res = await send<Product>(
      'POST',
      'products',
      newProduct({
        title: '  Waxed Canvas Tote  ',
        description_html: '<p>Roomy.</p>',
        status: 'hidden',
        options: [SIZES, COLOURS],
        images: [images[1]!, images[0]!],
      }),
    );
    expect(res.status).toBe(201);
    const p = res.body;
    expect(p).toMatchObject({
      id: expect.stringMatching(/^prd_[a-z0-9]{14}$/),
      title: 'Waxed Canvas Tote',
      description_html: '<p>Roomy.</p>',
      price: 2499,
      status: 'hidden',
      meta_title: '',
      orders_count: 0,
      options: [SIZES, COLOURS],
      images: [
        { id: images[1], src: expect.stringMatching(/^\/uploads\/.+/) },
        { id: images[0], src: expect.stringMatching(/^\/uploads\/.+/) },
      ],
    });
    expect(p.variants.map((v) => v.option_values)).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
      ['L', 'Red'],
      ['L', 'Blue'],
    ]);
    expect(p.variants[0]).toMatchObject({
      id: expect.stringMatching(/^var_/),
      price: null,
      sku: '',
      inventory_quantity: 0,
    });
    expect(p.created_at).toBe(p.updated_at);
    expect((await get<Product>(`products/${p.id}`)).body).toEqual(p);
  });

  it("stocks every new variant at each of the shop's locations with nothing on hand", async () => {
    const p = await create({ options: [SIZES] });
    const levels = await ctx.db.query<{
      variant_id: string;
      location_id: string;
      available: number;
    }>(
      `SELECT variant_id, location_id, available FROM inventory_levels
       WHERE variant_id = ANY($1::text[]) ORDER BY variant_id, location_id`,
      [p.variants.map((v) => v.id)],
    );
    const locations = await ctx.db.query<{ id: string }>(
      'SELECT id FROM locations WHERE shop_id = $1 ORDER BY id',
      [DEMO_SHOP_ID],
    );
    expect(locations.length).toBeGreaterThan(0);
    const expected = p.variants
      .map((v) => v.id)
      .sort()
      .flatMap((variant_id) =>
        locations.map((l) => ({ variant_id, location_id: l.id, available: 0 })),
      );
    expect(levels).toEqual(expected);

    // A variant added later is stocked too; the kept ones keep their one level per location.
    const res = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      options: [{ name: SIZES.name, values: [...SIZES.values, 'XXL'] }],
      variants: undefined,
    });
    expect(res.status).toBe(200);
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM inventory_levels WHERE variant_id = ANY($1::text[])',
      [res.body.variants.map((v) => v.id)],
    )) as [{ count: number }];
    expect(count).toBe(res.body.variants.length * locations.length);
  });

  it('gives a product without options one default variant', async () => {
    const p = await create();
    expect(p.options).toEqual([]);
    expect(p.variants).toHaveLength(1);
    expect(p.variants[0]!.option_values).toEqual([]);
  });

  it('takes variants as sent, with their prices and SKUs', async () => {
    const p = await create({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['M'], price: 2999, sku: 'APRON-M' },
        { option_values: ['S'], sku: ' APRON-S ' },
      ],
    });
    expect(p.variants.map((v) => [v.option_values, v.price, v.sku])).toEqual([
      [['M'], 2999, 'APRON-M'],
      [['S'], null, 'APRON-S'],
    ]);
    // Option values are the values the variants use, in variant order.
    expect(p.options).toEqual([{ name: 'Size', values: ['M', 'S'] }]);
  });

  it('sanitises the description: scripts and event handlers go, allowed tags stay', async () => {
    const p = await create({
      description_html:
        '<h2>Care</h2><p onclick="steal()">Wash <strong>cold</strong>, <em>line</em> dry.<script>alert(1)</script></p>' +
        '<img src=x onerror="alert(1)"><ul><li>Cotton</li></ul><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.com/care" onmouseover="x()">guide</a><style>p{}</style><div>plain</div>',
    });
    const html = p.description_html;
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|<img|<style|<div/i);
    expect(html).toContain('<h2>Care</h2>');
    expect(html).toContain('<p>Wash <strong>cold</strong>, <em>line</em> dry.</p>');
    expect(html).toContain('<ul><li>Cotton</li></ul>');
    expect(html).toContain(
      '<a href="https://example.com/care" rel="noopener noreferrer nofollow" target="_blank">guide</a>',
    );
    expect(html).toContain('plain');
    const [stored] = await ctx.db.query<{ description_html: string }>(
      'SELECT description_html FROM products WHERE id = $1',
      [p.id],
    );
    expect(stored!.description_html).toBe(html);
  });

  it('answers 422 with plain-English field errors, and writes nothing', async () => {
    const before = (await get<{ count: number }>('products/count')).body.count;
    const cases: [unknown, string[]][] = [
      [{ title: '   ', price: 100 }, ['title']],
      [{ title: 'x'.repeat(256), price: 100 }, ['title']],
      [{ title: 'Mug' }, ['price']],
      [{ title: 'Mug', price: -1 }, ['price']],
      [{ title: 'Mug', price: 9.5 }, ['price']],
      [{ title: 'Mug', price: 100, status: 'draft' }, ['status']],
      [
        {
          title: 'Mug',
          price: 100,
          options: [SIZES, COLOURS, { name: 'Fit', values: ['A'] }, { name: 'Cut', values: ['B'] }],
        },
        ['options'],
      ],
      [
        { title: 'Mug', price: 100, options: [{ name: 'Size', values: ['S', 'S'] }] },
        ['options.0.values.1'],
      ],
      [
        { title: 'Mug', price: 100, options: [SIZES, { name: 'size', values: ['X'] }] },
        ['options.1.name'],
      ],
      [
        { title: 'Mug', price: 100, options: [{ name: '', values: [] }] },
        ['options.0.name', 'options.0.values'],
      ],
      [
        {
          title: 'Mug',
          price: 100,
          options: [SIZES],
          variants: [
            { option_values: ['S'] },
            { option_values: ['XL'] },
            { option_values: ['M', 'Red'] },
          ],
        },
        // M and L have no valid variant: the third variant's values do not count.
        [
          'options.0.values.1',
          'options.0.values.2',
          'variants.1.option_values.0',
          'variants.2.option_values',
        ],
      ],
      [
        {
          title: 'Mug',
          price: 100,
          options: [{ name: 'Size', values: ['S'] }],
          variants: [
            { option_values: ['S'], sku: 'DUP' },
            { option_values: ['S'], sku: 'DUP' },
          ],
        },
        ['variants.1.option_values', 'variants.1.sku'],
      ],
      [
        {
          title: 'Mug',
          price: 100,
          options: Array.from({ length: 3 }, (_, i) => ({
            name: `O${i}`,
            values: ['a', 'b', 'c', 'd', 'e'],
          })),
        },
        ['options'],
      ],
      [{ title: 'Mug', price: 100, images: [images[0], images[0]] }, ['images.1']],
    ];
    for (const [body, expected] of cases) {
      const res = await send<Refusal>('POST', 'products', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('Validation failed');
      expect(fields(res.body), JSON.stringify(res.body)).toEqual(expected);
    }
    const empty = await send<Refusal>('POST', 'products', { title: '', price: 1 });
    expect(empty.body.errors).toEqual([{ field: 'title', title: 'Required' }]);
    expect((await get<{ count: number }>('products/count')).body.count).toBe(before);
  });

  it("answers 422 on images.N for an unknown upload or another shop's, and on a SKU in use", async () => {
    const existing = await create({ variants: [{ sku: 'TAKEN-SKU-1' }] });
    const before = (await get<{ count: number }>('products/count')).body.count;
    const res = await send<Refusal>(
      'POST',
      'products',
      newProduct({
        images: [images[0]!, 'upl_nope', outletImage],
        variants: [{ sku: existing.variants[0]!.sku }],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'images.1', title: 'Unknown image' },
      { field: 'images.2', title: 'Unknown image' },
      { field: 'variants.0.sku', title: 'Another variant already uses this SKU' },
    ]);
    expect((await get<{ count: number }>('products/count')).body.count).toBe(before);
  });
});

/** A variant made after the test location exists is already stocked there (with 0): set its stock. */
const SET_STOCK = `ON CONFLICT (variant_id, location_id)
  DO UPDATE SET id = EXCLUDED.id, available = EXCLUDED.available`;

describe('GET products/{id}', () => {
  it('includes options, variants with their total stock, and images in order', async () => {
    const p = await create({ options: [COLOURS], images: [images[2]!, images[0]!] });
    const [red, blue] = p.variants;
    // Stock at two locations for Red, none for Blue.
    await ctx.db.query(
      `INSERT INTO locations (id, shop_id, name, country_alpha2, created_at, updated_at)
       VALUES ('loc_test_a', $1, 'Test A', 'US', 0, 0), ('loc_test_b', $1, 'Test B', 'DE', 0, 0)
       ON CONFLICT DO NOTHING`,
      [DEMO_SHOP_ID],
    );
    await ctx.db.query(
      `INSERT INTO inventory_levels (id, shop_id, location_id, variant_id, available, updated_at)
       VALUES ('inv_test_1', $1, 'loc_test_a', $2, 7, 0), ('inv_test_2', $1, 'loc_test_b', $2, 5, 0)
       ${SET_STOCK}`,
      [DEMO_SHOP_ID, red!.id],
    );
    const got = (await get<Product>(`products/${p.id}`)).body;
    expect(got.variants.map((v) => [v.id, v.inventory_quantity])).toEqual([
      [red!.id, 12],
      [blue!.id, 0],
    ]);
    expect(got.images.map((i) => i.id)).toEqual([images[2], images[0]]);
    expect(got.options).toEqual([COLOURS]);
  });

  it("answers 404 for an unknown id and for another shop's product", async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM products WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['prd_nope', other!.id]) {
      const res = await get(`products/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found', errors: [] });
      expect(
        (await send('PUT', `products/${id}`, { title: 'X', price: 1, updated_at: 1 })).status,
      ).toBe(404);
      expect((await callJson(ctx, 'DELETE', `products/${id}`, { session: owner })).status).toBe(
        404,
      );
    }
  });
});

describe('PUT products/{id}', () => {
  it('replaces every field, keeps the variants that stay, adds and deletes the others', async () => {
    const p = await create({ options: [SIZES], images: [images[0]!, images[1]!] });
    const [s, m, l] = p.variants;
    await ctx.db.query(
      `INSERT INTO locations (id, shop_id, name, country_alpha2, created_at, updated_at)
       VALUES ('loc_test_a', $1, 'Test A', 'US', 0, 0) ON CONFLICT DO NOTHING`,
      [DEMO_SHOP_ID],
    );
    await ctx.db.query(
      `INSERT INTO inventory_levels (id, shop_id, location_id, variant_id, available, updated_at)
       VALUES ('inv_keep', $1, 'loc_test_a', $2, 4, 0), ('inv_gone', $1, 'loc_test_a', $3, 9, 0)
       ${SET_STOCK}`,
      [DEMO_SHOP_ID, m!.id, l!.id],
    );
    ctx.clock.advance(60);
    const res = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      title: ' Apron, renamed ',
      description_html: '<p>New <b>text</b></p><iframe src="https://x"></iframe>',
      price: 3100,
      status: 'hidden',
      meta_title: ' Apron ',
      meta_description: 'An apron.',
      options: [{ name: 'Size', values: ['M', 'XL', 'S'] }],
      variants: [
        { id: m!.id, option_values: ['M'], price: 3300, sku: 'APR-M' },
        { option_values: ['XL'], sku: 'APR-XL' },
        { id: s!.id, option_values: ['S'], price: null, sku: '' },
      ],
      images: [images[2]!, images[0]!],
    });
    expect(res.status).toBe(200);
    const u = res.body;
    expect(u).toMatchObject({
      id: p.id,
      title: 'Apron, renamed',
      description_html: '<p>New <b>text</b></p>',
      price: 3100,
      status: 'hidden',
      meta_title: 'Apron',
      meta_description: 'An apron.',
      options: [{ name: 'Size', values: ['M', 'XL', 'S'] }],
      images: [{ id: images[2] }, { id: images[0] }],
      created_at: p.created_at,
    });
    expect(u.updated_at).toBeGreaterThan(p.updated_at);
    expect(
      u.variants.map((v) => [v.option_values[0], v.price, v.sku, v.inventory_quantity]),
    ).toEqual([
      ['M', 3300, 'APR-M', 4],
      ['XL', null, 'APR-XL', 0],
      ['S', null, '', 0],
    ]);
    expect(u.variants[0]!.id).toBe(m!.id);
    expect(u.variants[2]!.id).toBe(s!.id);
    expect(u.variants[1]!.id).not.toBe(l!.id);
    // The changed variant got a new version; the untouched one kept its own.
    expect(u.variants[0]!.updated_at).toBeGreaterThan(m!.updated_at);
    expect(u.variants[2]!.updated_at).toBe(s!.updated_at);
    // The deleted variant's stock went with it; the kept one's stayed.
    const levels = await ctx.db.query<{ id: string }>(
      `SELECT id FROM inventory_levels WHERE id IN ('inv_keep', 'inv_gone')`,
    );
    expect(levels.map((r) => r.id)).toEqual(['inv_keep']);
    expect((await get<Product>(`products/${p.id}`)).body).toEqual(u);
  });

  it('without variants, regenerates them from the options and keeps the ones that match', async () => {
    const p = await create({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], sku: 'REGEN-S', price: 100 },
        { option_values: ['M'], sku: 'REGEN-M' },
      ],
    });
    const res = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => [v.option_values[0], v.sku, v.price])).toEqual([
      ['M', 'REGEN-M', null],
      ['L', '', null],
    ]);
    expect(res.body.variants[0]!.id).toBe(p.variants[1]!.id);
  });

  it('lets two variants of the product swap SKUs', async () => {
    const p = await create({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], sku: 'SWAP-A' },
        { option_values: ['M'], sku: 'SWAP-B' },
      ],
    });
    const body = productEditBody(p);
    body.variants[0]!.sku = 'SWAP-B';
    body.variants[1]!.sku = 'SWAP-A';
    const res = await send<Product>('PUT', `products/${p.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.sku)).toEqual(['SWAP-B', 'SWAP-A']);
  });

  it('answers 409 with the current product to a stale save, and keeps the other save', async () => {
    const p = await create();
    const mine = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      title: 'First save',
    });
    expect(mine.status).toBe(200);
    const stale = await send<{ message: string; current: Product }>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      title: 'Second save',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    expect((await get<Product>(`products/${p.id}`)).body.title).toBe('First save');
    // Two saves within one second still move the version.
    const again = await send<Product>('PUT', `products/${p.id}`, productEditBody(mine.body));
    expect(again.body.updated_at).toBeGreaterThan(mine.body.updated_at);
  });

  it('needs the version it edited', async () => {
    const p = await create();
    const { updated_at: _, ...body } = productEditBody(p);
    const res = await send<Refusal>('PUT', `products/${p.id}`, body);
    expect(res.status).toBe(428);
    expect(fields(res.body)).toEqual(['updated_at']);
  });

  it('answers 422 on unknown images, foreign variants and SKUs of other products, and changes nothing', async () => {
    const other = await create({ variants: [{ sku: 'OTHER-SKU' }] });
    const p = await create({ options: [SIZES], images: [images[0]!] });
    const body = productEditBody(p);
    const res = await send<Refusal>('PUT', `products/${p.id}`, {
      ...body,
      title: 'Changed',
      images: [images[0], 'upl_missing'],
      variants: [
        { ...body.variants[0], sku: 'OTHER-SKU' },
        { ...body.variants[1], id: other.variants[0]!.id },
        body.variants[2],
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'images.1', title: 'Unknown image' },
      { field: 'variants.1.id', title: 'Not a variant of this product' },
      { field: 'variants.0.sku', title: 'Another variant already uses this SKU' },
    ]);
    expect((await get<Product>(`products/${p.id}`)).body).toEqual(p);
    expect((await get<Product>(`products/${other.id}`)).body).toEqual(other);
  });
});

describe('DELETE products/{id}', () => {
  it('deletes the product with its variants, options and gallery, but not the uploads', async () => {
    const p = await create({ options: [SIZES], images: [images[0]!] });
    const res = await call(ctx, 'DELETE', `products/${p.id}`, { session: owner });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await get(`products/${p.id}`)).status).toBe(404);
    const [left] = await ctx.db.query<{ variants: number; images: number; uploads: number }>(
      `SELECT (SELECT count(*)::int FROM product_variants WHERE product_id = $1) AS variants,
              (SELECT count(*)::int FROM product_images WHERE product_id = $1) AS images,
              (SELECT count(*)::int FROM uploads WHERE id = $2) AS uploads`,
      [p.id, images[0]],
    );
    expect(left).toEqual({ variants: 0, images: 0, uploads: 1 });
    expect((await call(ctx, 'DELETE', `products/${p.id}`, { session: owner })).status).toBe(404);
  });
});

describe('GET products (list) and products/count', () => {
  it('defaults to title descending, 20 per page, with the default image and image count', async () => {
    const res = await get<ProductList>('products');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
    const expected = await ctx.db.query<{ id: string }>(
      'SELECT id FROM products WHERE shop_id = $1 ORDER BY title DESC, id DESC LIMIT 20',
      [DEMO_SHOP_ID],
    );
    expect(res.body.items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    const item = res.body.items[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'created_at',
        'id',
        'image',
        'images_count',
        'orders_count',
        'price',
        'status',
        'title',
        'updated_at',
      ].sort(),
    );
  });

  it('lists a created product with its default image first', async () => {
    const p = await create({ title: 'Zzzz Unique Listing Lamp', images: [images[1]!, images[0]!] });
    const res = await get<ProductList>('products', { q: 'unique listing LAMP' });
    expect(res.body.items).toEqual([
      {
        id: p.id,
        title: 'Zzzz Unique Listing Lamp',
        status: 'active',
        price: p.price,
        orders_count: 0,
        image: p.images[0] ?? null,
        images_count: 2,
        created_at: p.created_at,
        updated_at: p.updated_at,
      } satisfies ProductListItem,
    ]);
    const bare = await create({ title: 'Zzzz Unique Bare Lamp' });
    const list = await get<ProductList>('products', { q: 'Zzzz Unique Bare' });
    expect(list.body.items.map((i) => [i.id, i.image, i.images_count])).toEqual([
      [bare.id, null, 0],
    ]);
  });

  it("keeps a list row's default image and count with every change of the gallery", async () => {
    const p = await create({
      title: 'Zzzz Gallery Keeping Lamp',
      images: [images[0]!, images[1]!],
    });
    const row = async () =>
      (await get<ProductList>('products', { q: 'Zzzz Gallery Keeping' })).body.items.map((i) => [
        i.image,
        i.images_count,
      ]);
    const src = async (id: string) =>
      (
        await ctx.db.query<{ src: string }>(
          `SELECT '/uploads/' || storage_key AS src FROM uploads WHERE id = $1`,
          [id],
        )
      )[0]!.src;
    expect(await row()).toEqual([[{ id: images[0], src: await src(images[0]!) }, 2]]);

    // A save that reorders the gallery and adds to it.
    const saved = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(p),
      images: [images[2]!, images[0]!, images[1]!],
    });
    expect(saved.status).toBe(200);
    expect(await row()).toEqual([[{ id: images[2], src: await src(images[2]!) }, 3]]);

    // Any statement on the gallery, not only a save (here: the default image removed by hand).
    await ctx.db.query('DELETE FROM product_images WHERE product_id = $1 AND position = 0', [p.id]);
    expect(await row()).toEqual([[null, 2]]);
    await ctx.db.query('UPDATE product_images SET position = position - 1 WHERE product_id = $1', [
      p.id,
    ]);
    expect(await row()).toEqual([[{ id: images[0], src: await src(images[0]!) }, 2]]);

    const emptied = await send<Product>('PUT', `products/${p.id}`, {
      ...productEditBody(saved.body),
      images: [],
      updated_at: (await get<Product>(`products/${p.id}`)).body.updated_at,
    });
    expect(emptied.status).toBe(200);
    expect(await row()).toEqual([[null, 0]]);
  });

  it('filters by status and search, and the count agrees with the pages', async () => {
    const queries: Record<string, string>[] = [
      { status: 'hidden' },
      { q: 'linen' },
      { q: 'LINEN', status: 'active' },
      {},
    ];
    for (const query of queries) {
      const count = (await get<{ count: number }>('products/count', query)).body.count;
      const seen: ProductListItem[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await get<ProductList>('products', {
          ...query,
          limit: 100,
          ...(after ? { starting_after: after } : {}),
        });
        seen.push(...page.body.items);
        if (!page.body.has_more) break;
        after = page.body.items.at(-1)!.id;
      }
      expect(seen).toHaveLength(count);
      expect(new Set(seen.map((p) => p.id)).size).toBe(count);
      if ('status' in query) expect(seen.every((p) => p.status === query.status)).toBe(true);
      if ('q' in query)
        expect(seen.every((p) => p.title.toLowerCase().includes('linen'))).toBe(true);
    }
    const [db] = await ctx.db.query<{ hidden: number; all: number }>(
      `SELECT count(*) FILTER (WHERE status = 'hidden')::int AS hidden, count(*)::int AS all
       FROM products WHERE shop_id = $1`,
      [DEMO_SHOP_ID],
    );
    expect((await get<{ count: number }>('products/count', { status: 'hidden' })).body.count).toBe(
      db!.hidden,
    );
    expect((await get<{ count: number }>('products/count', { status: '' })).body.count).toBe(
      db!.all,
    );
  });

  it('takes % and _ in a search literally', async () => {
    expect((await get<{ count: number }>('products/count', { q: '%' })).body.count).toBe(0);
    expect((await get<{ count: number }>('products/count', { q: '_' })).body.count).toBe(0);
  });

  it('answers 422 on a bad sort, status, limit or cursor', async () => {
    for (const [query, field] of [
      [{ sort: 'password:asc' }, 'sort'],
      [{ status: 'draft' }, 'status'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ starting_after: 'prd_missing' }, 'starting_after'],
      [{ ending_before: 'prd_missing' }, 'ending_before'],
    ] as const) {
      const res = await get<Refusal>('products', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(fields(res.body)).toEqual([field]);
    }
    const count = await get<Refusal>('products/count', { status: 'draft' });
    expect(count.status).toBe(422);
    expect(fields(count.body)).toEqual(['status']);
  });
});

describe('variants', () => {
  async function variantOf(p: Product, i = 0) {
    const res = await get<ProductVariantDetail>(`products/${p.id}/variants/${p.variants[i]!.id}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  it('GET gives the variant with its product, options and stock levels', async () => {
    const p = await create({ options: [SIZES] });
    await ctx.db.query(
      `INSERT INTO locations (id, shop_id, name, country_alpha2, created_at, updated_at)
       VALUES ('loc_test_a', $1, 'Test A', 'US', 0, 0) ON CONFLICT DO NOTHING`,
      [DEMO_SHOP_ID],
    );
    await ctx.db.query(
      `INSERT INTO inventory_levels (id, shop_id, location_id, variant_id, available, updated_at)
       VALUES ('inv_detail', $1, 'loc_test_a', $2, 3, 10)
       ${SET_STOCK}, updated_at = EXCLUDED.updated_at`,
      [DEMO_SHOP_ID, p.variants[1]!.id],
    );
    const { inventory_levels: levels, ...v } = await variantOf(p, 1);
    expect(v).toEqual({
      ...p.variants[1],
      inventory_quantity: 3,
      product_id: p.id,
      product_title: p.title,
      product_price: p.price,
      options: [SIZES],
    });
    // One level per location: the one just counted, and the others the variant was made with (0).
    const [{ count: locationCount }] = (await ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM locations WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    )) as [{ count: number }];
    expect(levels).toHaveLength(locationCount);
    expect(levels).toContainEqual({
      id: 'inv_detail',
      location_id: 'loc_test_a',
      location_name: 'Test A',
      available: 3,
      updated_at: 10,
    });
    expect(levels.filter((l) => l.id !== 'inv_detail').every((l) => l.available === 0)).toBe(true);
  });

  it('PUT saves price, SKU and option values; a new value joins the option', async () => {
    const p = await create({ options: [SIZES] });
    const v = await variantOf(p, 0);
    ctx.clock.advance(5);
    const res = await send<ProductVariantDetail>('PUT', `products/${p.id}/variants/${v.id}`, {
      option_values: [' XS '],
      price: 1999,
      sku: ' APR-XS ',
      updated_at: v.updated_at,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: v.id,
      option_values: ['XS'],
      price: 1999,
      sku: 'APR-XS',
      options: [{ name: 'Size', values: ['XS', 'M', 'L'] }],
    });
    expect(res.body.updated_at).toBeGreaterThan(v.updated_at);
    // The product's version moved too: a product form opened before the variant save is stale now.
    const product = (await get<Product>(`products/${p.id}`)).body;
    expect(product.updated_at).toBeGreaterThan(p.updated_at);
    expect((await send('PUT', `products/${p.id}`, productEditBody(p))).status).toBe(409);
  });

  it('answers 409 with the current variant to a stale save', async () => {
    const p = await create({ options: [SIZES] });
    const v = await variantOf(p);
    const body = { option_values: v.option_values, price: 100, sku: '', updated_at: v.updated_at };
    const mine = await send<ProductVariantDetail>('PUT', `products/${p.id}/variants/${v.id}`, body);
    expect(mine.status).toBe(200);
    const stale = await send<{ current: ProductVariantDetail }>(
      'PUT',
      `products/${p.id}/variants/${v.id}`,
      { ...body, price: 200 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    // A product save that changed the variant makes an open variant editor stale as well.
    const p2 = (await get<Product>(`products/${p.id}`)).body;
    const body2 = productEditBody(p2);
    body2.variants[1]!.price = 777;
    expect((await send('PUT', `products/${p.id}`, body2)).status).toBe(200);
    const v2 = p2.variants[1]!;
    const late = await send('PUT', `products/${p.id}/variants/${v2.id}`, {
      option_values: v2.option_values,
      price: 1,
      updated_at: v2.updated_at,
    });
    expect(late.status).toBe(409);
  });

  it('answers 422 on option values, duplicate combinations and SKUs in use, and changes nothing', async () => {
    const other = await create({ variants: [{ sku: 'VARIANT-TAKEN' }] });
    const p = await create({ options: [SIZES] });
    const v = await variantOf(p);
    const put = (body: unknown) => send<Refusal>('PUT', `products/${p.id}/variants/${v.id}`, body);
    const cases: [unknown, Refusal['errors']][] = [
      [
        { option_values: ['S', 'Red'], updated_at: v.updated_at },
        [{ field: 'option_values', title: 'Give one value for each of the 1 options' }],
      ],
      [
        { option_values: ['M'], updated_at: v.updated_at },
        [{ field: 'option_values', title: 'Another variant has the same option values' }],
      ],
      [
        { option_values: ['S'], sku: other.variants[0]!.sku, updated_at: v.updated_at },
        [{ field: 'sku', title: 'Another variant already uses this SKU' }],
      ],
      [
        { option_values: [''], price: -5, updated_at: v.updated_at },
        [
          { field: 'option_values.0', title: 'Required' },
          { field: 'price', title: 'The price cannot be negative' },
        ],
      ],
      [
        { option_values: ['S'], updated_at: 'now' },
        [{ field: 'updated_at', title: expect.any(String) }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    // Without a version it is a missing precondition, not a wrong value.
    const unversioned = await put({ option_values: ['S'] });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.errors.map((e) => e.field)).toEqual(['updated_at']);
    expect(await variantOf(p)).toEqual(v);
  });

  it("answers 404 for an unknown variant, another product's variant and another shop's", async () => {
    const a = await create();
    const b = await create();
    const [outlet] = await ctx.db.query<{ product_id: string; id: string }>(
      'SELECT product_id, id FROM product_variants WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const path of [
      `products/${a.id}/variants/var_nope`,
      `products/${a.id}/variants/${b.variants[0]!.id}`,
      `products/prd_nope/variants/${a.variants[0]!.id}`,
      `products/${outlet!.product_id}/variants/${outlet!.id}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Variant not found', errors: [] });
      const put = await send('PUT', path, { option_values: [], updated_at: 1 });
      expect(put.status, path).toBe(404);
    }
  });
});

describe('AI helpers (local provider)', () => {
  it('writes a description from the title and the merchant’s words, trimmed', async () => {
    const res = await send<AiProductDescription>(
      'POST',
      'products/ai_generate_product_description',
      {
        product_title: '  Linen Apron  ',
        prompt_for_ai: '  made in small batches  ',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(
      '<p>Linen Apron, available at Demo Shop.</p><p>Made in small batches.</p>',
    );
  });

  it('uses the facts of an existing product: price, options, collections', async () => {
    const p = await create({ title: 'Stoneware Mug', price: 1800, options: [COLOURS] });
    const res = await send<AiProductDescription>(
      'POST',
      'products/ai_generate_product_description',
      {
        product_title: p.title,
        product_id: p.id,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(
      '<p>Stoneware Mug, available at Demo Shop for $18.00.</p><p>Choose your colour: Red or Blue.</p>',
    );
    const missing = await send<Refusal>('POST', 'products/ai_generate_product_description', {
      product_title: 'Mug',
      product_id: 'prd_nope',
    });
    expect(missing.status).toBe(422);
    expect(fields(missing.body)).toEqual(['product_id']);
  });

  it("writes from the form's current price and description, not the saved ones", async () => {
    const p = await create({ title: 'Stoneware Mug', price: 1235 });
    const res = await send<AiProductDescription>(
      'POST',
      'products/ai_generate_product_description',
      { product_title: p.title, product_id: p.id, price: 2450 },
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('<p>Stoneware Mug, available at Demo Shop for $24.50.</p>');
    const seo = await send<AiProductSeo>('POST', 'products/ai_generate_product_seo_info', {
      product_title: p.title,
      product_id: p.id,
      price: 2450,
      description_html: '<p>Holds a big tea. Glazed by hand.</p>',
      content_mode: 'detailed',
    });
    expect(seo.status).toBe(200);
    expect(seo.body.meta_description).toBe('Stoneware Mug at Demo Shop, $24.50. Holds a big tea.');
    // A product not saved yet has its price from the form alone.
    const unsaved = await send<AiProductDescription>(
      'POST',
      'products/ai_generate_product_description',
      { product_title: 'Linen Apron', price: 990 },
    );
    expect(unsaved.body.description).toBe('<p>Linen Apron, available at Demo Shop for $9.90.</p>');
  });

  it('writes in the language it is asked for: Azerbaijani for an admin in az', async () => {
    const p = await create({ title: 'Stoneware Mug', price: 1235, options: [COLOURS] });
    const res = await send<AiProductDescription>(
      'POST',
      'products/ai_generate_product_description',
      { product_title: p.title, product_id: p.id, price: 2450, language: 'az' },
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(
      '<p>Stoneware Mug Demo Shop mağazasında 24,50\u00a0US$ qiymətə satışdadır.</p>' +
        '<p>Colour seçin: Red və ya Blue.</p>',
    );
    const seo = await send<AiProductSeo>('POST', 'products/ai_generate_product_seo_info', {
      product_title: p.title,
      language: 'az',
    });
    expect(seo.body.meta_description).toBe('Stoneware Mug – Demo Shop mağazasında.');
    const unknown = await send<Refusal>('POST', 'products/ai_generate_product_seo_info', {
      product_title: p.title,
      language: 'fr',
    });
    expect(unknown.status).toBe(422);
    expect(fields(unknown.body)).toEqual(['language']);
  });

  it('writes SEO fields within the search engines’ limits, concise by default', async () => {
    const res = await send<AiProductSeo>('POST', 'products/ai_generate_product_seo_info', {
      product_title: ' Linen Apron ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta_title: 'Linen Apron | Demo Shop',
      meta_description: 'Linen Apron at Demo Shop.',
    });
    const long = await send<AiProductSeo>('POST', 'products/ai_generate_product_seo_info', {
      product_title: 'Very '.repeat(40).trim(),
      content_mode: 'detailed',
    });
    expect(long.status).toBe(200);
    expect(long.body.meta_title.length).toBeLessThanOrEqual(70);
    expect(long.body.meta_description.length).toBeLessThanOrEqual(160);
  });

  it('answers 422 on an empty title or an unknown content mode', async () => {
    for (const [path, body, field] of [
      ['products/ai_generate_product_description', { product_title: '   ' }, 'product_title'],
      ['products/ai_generate_product_description', {}, 'product_title'],
      ['products/ai_generate_product_seo_info', { product_title: '' }, 'product_title'],
      [
        'products/ai_generate_product_seo_info',
        { product_title: 'Mug', content_mode: 'long' },
        'content_mode',
      ],
    ] as const) {
      const res = await send<Refusal>('POST', path, body);
      expect(res.status).toBe(422);
      expect(fields(res.body)).toEqual([field]);
    }
    const empty = await send<Refusal>('POST', 'products/ai_generate_product_description', {
      product_title: ' ',
    });
    expect(empty.body.errors).toEqual([{ field: 'product_title', title: 'Required' }]);
  });
});

describe('access', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', 'products'],
    ['GET', 'products/count'],
    ['POST', 'products', { title: 'Mug', price: 100 }],
    ['GET', 'products/prd_x'],
    ['PUT', 'products/prd_x', { title: 'Mug', price: 100, updated_at: 1 }],
    ['DELETE', 'products/prd_x'],
    ['GET', 'products/prd_x/variants/var_x'],
    ['PUT', 'products/prd_x/variants/var_x', { updated_at: 1 }],
    ['POST', 'products/ai_generate_product_description', { product_title: 'Mug' }],
    ['POST', 'products/ai_generate_product_seo_info', { product_title: 'Mug' }],
  ];

  it.each(endpoints)('%s %s answers 401 without a token', async (method, path, body) => {
    // With the XSRF cookie and header, so only the missing bearer token is wrong.
    const res = await callJson(ctx, method, path, { session: { ...owner, accessToken: '' }, body });
    expect(res.status).toBe(401);
  });

  it.each(endpoints)(
    '%s %s answers 403 to staff without the product policy',
    async (method, path, body) => {
      // Each test file has a database of its own: taking the policy away touches no other file.
      await ctx.db.query(
        `UPDATE account_shops SET permission = '{order}' WHERE account_id = 'acct_staff'`,
      );
      try {
        const res = await callJson(ctx, method, path, { session: staff, body });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: expect.stringContaining('product') });
      } finally {
        await ctx.db.query(
          `UPDATE account_shops SET permission = '{product,order}' WHERE account_id = 'acct_staff'`,
        );
      }
    },
  );

  it('lets staff with the product policy in', async () => {
    const res = await callJson(ctx, 'GET', 'products/count', { session: staff });
    expect(res.status).toBe(200);
  });

  it('refuses a write without the XSRF header and writes nothing', async () => {
    const before = (await get<{ count: number }>('products/count')).body.count;
    const res = await callJson(ctx, 'POST', 'products', {
      session: owner,
      xsrf: false,
      body: { title: 'Mug', price: 100 },
    });
    expect(res.status).toBe(403);
    expect((await get<{ count: number }>('products/count')).body.count).toBe(before);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
