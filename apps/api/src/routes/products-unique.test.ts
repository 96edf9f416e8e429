// A unique index that refuses a product save is reported by what it guards. The checks before the
// write catch a SKU in use; the index only fires when another save commits between the check and the
// write. Triggers in this file's own database play that other save, at exactly that moment.
import type { CreateProductBody, Product } from '@shop/admin-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson } from '../test/session';
import { productEditBody } from '../test/product-body';
import { SKU_TAKEN, takenSku } from './product-conflicts';

const { ctx, owner } = demoShop();
let image: string;

beforeAll(async () => {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM uploads WHERE shop_id = $1 ORDER BY id LIMIT 1',
    [DEMO_SHOP_ID],
  );
  image = row!.id;
  // Once a save has passed its checks and written the product row: for 'Raced SKU', another save
  // takes the SKU 'RACED, (SKU)' for another product; for 'Raced image', another save of the same
  // product writes its first image (once the save writes its variants, just before its images).
  await ctx.db.exec(`
    CREATE FUNCTION test_raced_sku() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.title = 'Raced SKU' THEN
        INSERT INTO product_variants (id, shop_id, product_id, position, sku, created_at, updated_at)
        SELECT 'var_test_raced', NEW.shop_id, p.id, 90, 'RACED, (SKU)', 0, 0
        FROM products p WHERE p.shop_id = NEW.shop_id AND p.id <> NEW.id ORDER BY p.id LIMIT 1;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER test_raced_sku AFTER INSERT ON products
      FOR EACH ROW EXECUTE FUNCTION test_raced_sku();
    CREATE FUNCTION test_raced_image() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_images (shop_id, product_id, upload_id, position)
      SELECT p.shop_id, p.id, '${image}', 0 FROM products p
      WHERE p.id = NEW.product_id AND p.title = 'Raced image'
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER test_raced_image AFTER INSERT OR UPDATE ON product_variants
      FOR EACH ROW EXECUTE FUNCTION test_raced_image();`);
});

const product = (title: string, variants: CreateProductBody['variants']): CreateProductBody => ({
  title,
  description_html: '',
  price: 1000,
  status: 'active',
  meta_title: '',
  meta_description: '',
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants,
  images: [image],
});

type Refusal = Refused;

describe('a unique index refusing a product save', () => {
  it('reports a SKU taken in a race on the field of the variant that sent it', async () => {
    const res = await callJson<Refusal>(ctx, 'POST', 'products', {
      session: owner,
      body: product('Raced SKU', [
        { option_values: ['S'], price: null, sku: 'FREE-S' },
        { option_values: ['M'], price: null, sku: 'RACED, (SKU)' },
      ]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'variants.1.sku', title: SKU_TAKEN }]);
    const [left] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE title = 'Raced SKU'",
    );
    expect(left!.n).toBe(0);
  });

  it('answers a race on another index as a stale save (409 with the product now), not "SKU taken"', async () => {
    const created = await callJson<Product>(ctx, 'POST', 'products', {
      session: owner,
      body: product('Calm save', [
        { option_values: ['S'], price: null, sku: 'CALM-S' },
        { option_values: ['M'], price: null, sku: 'CALM-M' },
      ]),
    });
    expect(created.status).toBe(201);
    const body = productEditBody(created.body, { title: 'Raced image' });
    const res = await callJson<Refusal & { current: Product }>(
      ctx,
      'PUT',
      `products/${created.body.id}`,
      { session: owner, body },
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([]);
    expect(res.body.current).toEqual(created.body);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});

describe('takenSku', () => {
  it("reads the SKU from PostgreSQL's detail, commas and brackets included", () => {
    expect(takenSku('Key (shop_id, sku)=(shop_demo, A, (B))) already exists.')).toBe('A, (B))');
    expect(takenSku('Key (id)=(x) already exists.')).toBeNull();
    expect(takenSku(undefined)).toBeNull();
  });
});
