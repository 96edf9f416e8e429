import {
  createProductBodySchema,
  productAiDescriptionBodySchema,
  productAiSeoBodySchema,
  productCountQuerySchema,
  productIdParam,
  productListQuerySchema,
  productVariantParams,
  updateProductBodySchema,
  updateVariantBodySchema,
  type AiProductDescription,
  type AiProductSeo,
  type CountResponse,
  type FieldError,
} from '@shop/admin-api';
import { Hono } from 'hono';
import type { z } from 'zod';
import { askAi } from '../ai';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { sanitizeRichText } from '../http/rich-text';
import { validBody, validParams, validQuery, validVersionedBody } from '../http/validate';
import { productFacts } from '../repos/product-facts';
import {
  countProducts,
  deleteProduct,
  getProduct,
  getProductRow,
  getVariantDetail,
  insertProduct,
  listProducts,
  optionNames,
  replaceProduct,
  skusTaken,
  updateVariant,
  variantRows,
  type ProductVariantRow,
  type ProductWrite,
} from '../repos/products';
import { missingReferences, UNKNOWN_IMAGE } from '../repos/references';
import { answeringUniqueViolations, SKU_TAKEN } from './product-conflicts';

const PRODUCT_NOT_FOUND = 'Product not found';
const VARIANT_NOT_FOUND = 'Variant not found';
const SAME_OPTION_VALUES = 'Another variant has the same option values';

type ProductBody = z.output<typeof createProductBodySchema>;

/**
 * products, products/count, products/{id}, products/{productId}/variants/{variantId} and the two AI
 * helpers: all under the `product` policy. Every write is one transaction: a refused save changes
 * nothing.
 */
export function productRoutes({ db, clock, ai, logger }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('product'));

  app.get('/', async (c) => {
    const query = validQuery(c, productListQuerySchema);
    return c.json(await listProducts(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const filter = validQuery(c, productCountQuerySchema);
    const body: CountResponse = await countProducts(db, c.get('auth').shopId, filter);
    return c.json(body);
  });

  app.post('/', async (c) => {
    const body = await validBody(c, createProductBodySchema);
    const { shopId } = c.get('auth');
    const id = newId('prd');
    const created = await answeringUniqueViolations(
      () =>
        db.transaction(async (tx) => {
          const write = await checkedWrite(tx, shopId, body, undefined, []);
          await insertProduct(tx, shopId, id, nowSeconds(clock), write);
          return getProduct(tx, shopId, id);
        }),
      // A new product's ids are new: no other save can race for them.
      { skuField: variantSkuField(body) },
    );
    return c.json(created, 201);
  });

  app.post('/ai_generate_product_description', async (c) => {
    const body = await validBody(c, productAiDescriptionBodySchema);
    const facts = await productFacts(
      db,
      c.get('auth').shopId,
      body.product_title,
      body.product_id,
      body,
    );
    const html = await askAi(logger, () =>
      ai.productDescription({ facts, prompt: body.prompt_for_ai, language: body.language }),
    );
    // Written by a service outside the shop: it is cleaned like any description before anyone sees it.
    const answer: AiProductDescription = { description: sanitizeRichText(html) };
    return c.json(answer);
  });

  app.post('/ai_generate_product_seo_info', async (c) => {
    const body = await validBody(c, productAiSeoBodySchema);
    const facts = await productFacts(
      db,
      c.get('auth').shopId,
      body.product_title,
      body.product_id,
      body,
    );
    const answer: AiProductSeo = await askAi(logger, () =>
      ai.productSeo({ facts, mode: body.content_mode, language: body.language }),
    );
    return c.json(answer);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, productIdParam);
    const product = await getProduct(db, c.get('auth').shopId, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json(product);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, productIdParam);
    const { updated_at: version, ...body } = await validVersionedBody(c, updateProductBodySchema);
    const { shopId } = c.get('auth');
    const updated = await answeringUniqueViolations(
      () =>
        db.transaction(async (tx) => {
          const current = await getProductRow(tx, shopId, id, true);
          if (!current) throw notFound(PRODUCT_NOT_FOUND);
          if (version !== current.updated_at) throw staleUpdate(await getProduct(tx, shopId, id));
          const variants = await variantRows(tx, id);
          const write = await checkedWrite(tx, shopId, body, id, variants);
          await replaceProduct(tx, shopId, id, nowSeconds(clock), write, variants);
          return getProduct(tx, shopId, id);
        }),
      {
        skuField: variantSkuField(body),
        otherIndex: async () => {
          const current = await getProduct(db, shopId, id);
          return current ? staleUpdate(current) : notFound(PRODUCT_NOT_FOUND);
        },
      },
    );
    return c.json(updated);
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, productIdParam);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteProduct(tx, shopId, id));
    if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
    return c.body(null, 204);
  });

  app.get('/:productId/variants/:variantId', async (c) => {
    const { productId, variantId } = validParams(c, productVariantParams);
    const variant = await getVariantDetail(db, c.get('auth').shopId, productId, variantId);
    if (!variant) throw notFound(VARIANT_NOT_FOUND);
    return c.json(variant);
  });

  app.put('/:productId/variants/:variantId', async (c) => {
    const { productId, variantId } = validParams(c, productVariantParams);
    const { updated_at: version, ...fields } = await validVersionedBody(c, updateVariantBodySchema);
    const { shopId } = c.get('auth');
    const updated = await answeringUniqueViolations(
      () =>
        db.transaction(async (tx) => {
          // Lock the product: a product save and a variant save of it never interleave.
          if (!(await getProductRow(tx, shopId, productId, true)))
            throw notFound(VARIANT_NOT_FOUND);
          const current = await getVariantDetail(tx, shopId, productId, variantId);
          if (!current) throw notFound(VARIANT_NOT_FOUND);
          if (version !== current.updated_at) throw staleUpdate(current);
          const errors: FieldError[] = [];
          const options = await optionNames(tx, productId);
          if (fields.option_values.length !== options.length) {
            errors.push({
              field: 'option_values',
              title: options.length
                ? `Give one value for each of the ${options.length} options`
                : 'This product has no options',
            });
          } else {
            const combo = JSON.stringify(fields.option_values);
            const others = (await variantRows(tx, productId)).filter((v) => v.id !== variantId);
            if (others.some((v) => JSON.stringify(v.option_values) === combo))
              errors.push({ field: 'option_values', title: SAME_OPTION_VALUES });
          }
          if ((await skusTaken(tx, shopId, [fields.sku], { variantId })).size)
            errors.push({ field: 'sku', title: SKU_TAKEN });
          if (errors.length) throw validationError(errors);
          await updateVariant(tx, shopId, productId, variantId, nowSeconds(clock), fields);
          return getVariantDetail(tx, shopId, productId, variantId);
        }),
      {
        skuField: () => 'sku',
        otherIndex: async () => {
          const current = await getVariantDetail(db, shopId, productId, variantId);
          return current ? staleUpdate(current) : notFound(VARIANT_NOT_FOUND);
        },
      },
    );
    return c.json(updated);
  });

  return app;
}

/**
 * Check what the database knows (the images exist in this shop, kept variants belong to this
 * product, SKUs are free) and resolve the variants to write. Every refused field is reported at once.
 */
async function checkedWrite(
  tx: Db,
  shopId: string,
  body: ProductBody,
  productId: string | undefined,
  current: readonly ProductVariantRow[],
): Promise<ProductWrite> {
  const errors: FieldError[] = [];
  errors.push(...(await missingReferences(tx, 'uploads', shopId, body.images, UNKNOWN_IMAGE)));
  const currentIds = new Set(current.map((v) => v.id));
  body.variants.forEach((v, i) => {
    if (v.id !== undefined && !currentIds.has(v.id))
      errors.push({ field: `variants.${i}.id`, title: 'Not a variant of this product' });
  });
  const variants = plannedVariants(body, current);
  const taken = await skusTaken(
    tx,
    shopId,
    variants.map((v) => v.sku),
    productId ? { productId } : {},
  );
  variants.forEach((v, i) => {
    if (v.sku && taken.has(v.sku)) errors.push({ field: `variants.${i}.sku`, title: SKU_TAKEN });
  });
  if (errors.length) throw validationError(errors);
  return {
    title: body.title,
    description_html: sanitizeRichText(body.description_html),
    price: body.price,
    status: body.status,
    meta_title: body.meta_title,
    meta_description: body.meta_description,
    optionNames: body.options.map((o) => o.name),
    variants,
    images: body.images,
  };
}

/**
 * The variants as sent; or, when none were sent, one per combination of the option values (one
 * default variant without options), reusing the existing variant of the same values with its id,
 * price, SKU and stock.
 */
function plannedVariants(
  body: ProductBody,
  current: readonly ProductVariantRow[],
): ProductWrite['variants'] {
  if (body.variants.length) {
    return body.variants.map((v) => ({
      id: v.id ?? newId('var'),
      isNew: v.id === undefined,
      option_values: v.option_values,
      price: v.price,
      sku: v.sku,
    }));
  }
  const byValues = new Map(current.map((v) => [JSON.stringify(v.option_values), v]));
  return combinations(body.options.map((o) => o.values)).map((values) => {
    const match = byValues.get(JSON.stringify(values));
    return match
      ? { id: match.id, isNew: false, option_values: values, price: match.price, sku: match.sku }
      : { id: newId('var'), isNew: true, option_values: values, price: null, sku: '' };
  });
}

/** [[S, M], [Red]] -> [[S, Red], [M, Red]]; no lists -> one empty combination. */
function combinations(lists: readonly string[][]): string[][] {
  return lists.reduce<string[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])),
    [[]],
  );
}

/** The field of the variant sent with this SKU; `variants` when none was (generated variants). */
function variantSkuField(body: ProductBody): (sku: string | null) => string {
  return (sku) => {
    const i = sku === null ? -1 : body.variants.findIndex((v) => v.sku === sku);
    return i === -1 ? 'variants' : `variants.${i}.sku`;
  };
}
