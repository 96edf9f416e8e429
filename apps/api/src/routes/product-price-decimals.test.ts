// A price typed with more decimals than the shop's currency has ("12.345" in USD) arrives as a
// fraction of a minor unit. The server refuses it on the price field, the contract's words, and
// stores nothing: never a rounded price the merchant did not type (issue 28).
import {
  PRICE_TOO_PRECISE,
  type Product,
  type ProductList,
  type ProductVariantDetail,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson } from '../test/session';
import { productEditBody } from '../test/product-body';

const { ctx, owner } = demoShop();

const send = <T>(method: string, path: string, body?: unknown) =>
  callJson<T>(ctx, method, path, { session: owner, body });

describe('a price with more decimals than the currency has', () => {
  it('is refused on create, on the price field, and nothing is stored', async () => {
    const title = 'Decimal Test Teapot';
    const res = await send<Refused>('POST', 'products', { title, price: 1234.5 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'price', title: PRICE_TOO_PRECISE }]);
    const found = await callJson<ProductList>(ctx, 'GET', 'products', {
      session: owner,
      query: { q: title },
    });
    expect(found.body.items).toEqual([]);
  });

  it('is refused on a product and a variant update, and the saved prices stay', async () => {
    const created = await send<Product>('POST', 'products', {
      title: 'Decimal Test Kettle',
      price: 1234,
    });
    expect(created.status).toBe(201);
    const product = created.body;
    const update = await send<Refused>('PUT', `products/${product.id}`, {
      ...productEditBody(product),
      price: 1234.5,
    });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual([{ field: 'price', title: PRICE_TOO_PRECISE }]);

    const variant = product.variants[0]!;
    const variantUpdate = await send<Refused>(
      'PUT',
      `products/${product.id}/variants/${variant.id}`,
      {
        option_values: variant.option_values,
        price: 999.25,
        sku: variant.sku,
        updated_at: variant.updated_at,
      },
    );
    expect(variantUpdate.status).toBe(422);
    expect(variantUpdate.body.errors).toEqual([{ field: 'price', title: PRICE_TOO_PRECISE }]);

    const now = await send<Product>('GET', `products/${product.id}`);
    expect(now.body.price).toBe(1234);
    const saved = await send<ProductVariantDetail>(
      'GET',
      `products/${product.id}/variants/${variant.id}`,
    );
    expect(saved.body.price).toBe(variant.price);
  });
});
