import type { ProductFacts } from '../ai/provider';
import type { Db } from '../db/db';
import { fieldError } from '../http/errors';
import { htmlToText } from '../http/rich-text';
import { collectionTitlesOf, getProduct } from './products';

/** What the product form holds now, unsaved (the AI bodies' optional `price` and `description_html`). */
export interface CurrentProductValues {
  price?: number;
  description_html?: string;
}

/**
 * What the AI helpers may write from: the title the merchant typed, the shop's name and, for a
 * product that exists already (`productId`), its price, options, description and collections. The
 * form's current price and description win over the saved ones: the text describes the product
 * the merchant is about to save, not the one saved before.
 */
export async function productFacts(
  db: Db,
  shopId: string,
  title: string,
  productId: string | undefined,
  current: CurrentProductValues = {},
): Promise<ProductFacts> {
  const [shop] = await db.query<{
    name: string;
    currency_code: string;
    currency_symbol: string;
    currency_fraction_digits: number;
  }>(
    `SELECT name, currency_code, currency_symbol, currency_fraction_digits FROM shops WHERE id = $1`,
    [shopId],
  );
  if (!shop) throw new Error(`shop ${shopId} of a signed-in account is missing`);
  const currency = {
    code: shop.currency_code,
    symbol: shop.currency_symbol,
    fractionDigits: shop.currency_fraction_digits,
  };
  const price = (minor: number | undefined) =>
    minor === undefined ? {} : { price: { minor, currency } };
  const description = (html: string | undefined) =>
    html === undefined ? {} : { description: htmlToText(html) };
  const facts: ProductFacts = {
    title,
    description: '',
    options: [],
    collections: [],
    shopName: shop.name,
    ...price(current.price),
    ...description(current.description_html),
  };
  if (!productId) return facts;
  const product = await getProduct(db, shopId, productId);
  if (!product) throw fieldError('product_id', 'No such product in this shop');
  return {
    ...facts,
    ...description(current.description_html ?? product.description_html),
    ...price(current.price ?? product.price),
    options: product.options,
    collections: await collectionTitlesOf(db, shopId, productId),
  };
}
