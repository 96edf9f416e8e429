import type { ProductFacts } from '../ai/provider';
import type { Db } from '../db/db';
import { fieldError } from '../http/errors';
import { htmlToText } from '../http/rich-text';
import { collectionTitlesOf, getProduct } from './products';

/**
 * What the AI helpers may write from: the title the merchant typed, the shop's name and, for a
 * product that exists already (`productId`), its price, options, description and collections.
 */
export async function productFacts(
  db: Db,
  shopId: string,
  title: string,
  productId: string | undefined,
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
  const facts: ProductFacts = {
    title,
    description: '',
    options: [],
    collections: [],
    shopName: shop.name,
  };
  if (!productId) return facts;
  const product = await getProduct(db, shopId, productId);
  if (!product) throw fieldError('product_id', 'No such product in this shop');
  return {
    ...facts,
    description: htmlToText(product.description_html),
    price: {
      minor: product.price,
      currency: {
        code: shop.currency_code,
        symbol: shop.currency_symbol,
        fractionDigits: shop.currency_fraction_digits,
      },
    },
    options: product.options,
    collections: await collectionTitlesOf(db, shopId, productId),
  };
}
