import {
  aiCollectionInfoBodySchema,
  collectionBodySchema,
  collectionCountQuerySchema,
  collectionIdParam,
  collectionListQuerySchema,
  MAX_COLLECTION_LEVEL,
  updateCollectionBodySchema,
  type AiCollectionInfo,
  type CollectionDetail,
  type CountResponse,
  type FieldError,
} from '@shop/admin-api';
import { Hono } from 'hono';
import type { z } from 'zod';
import { askAi } from '../ai';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { isPgError, PG_UNIQUE_VIOLATION } from '../db/db';
import { newId } from '../db/ids';
import { ApiError, fieldError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { sanitizeRichText } from '../http/rich-text';
import { validBody, validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  collectionFactsFor,
  countCollections,
  deleteCollection,
  getCollectionDetail,
  getCollectionNode,
  handleTaken,
  hasSubCollections,
  insertCollection,
  listCollections,
  lockShopCollections,
  movedSubtree,
  replaceCollectionImages,
  replaceCollectionProducts,
  updateCollectionRow,
  type CollectionNode,
  type Placement,
} from '../repos/collections';
import { missingReferences, UNKNOWN_IMAGE } from '../repos/references';

const NOT_FOUND = 'Collection not found';
const HANDLE_TAKEN = 'Another collection already uses this handle';
const HAS_SUB_COLLECTIONS =
  'This collection has sub-collections. Move or delete them before deleting it.';
/** Product titles handed to the AI helper as facts. */
const AI_FACT_PRODUCTS = 12;

type CollectionInput = z.output<typeof collectionBodySchema>;

/**
 * The checks that need the database, all at once so the form can show every refused field: the
 * parent (exists, not the collection itself or below it, not too deep), the handle, the images and
 * the picked products. Returns where the collection goes in the tree.
 */
async function checkAgainstShop(
  tx: Db,
  shopId: string,
  id: string,
  self: CollectionNode | null,
  input: CollectionInput,
): Promise<Placement> {
  const errors: FieldError[] = [];
  let placement: Placement = { parentId: null, level: 0, pathLevels: [id] };
  const parentId = input.make_subcategory ? input.parent_collection_id : null;
  if (parentId !== null) {
    const parent = await getCollectionNode(tx, shopId, parentId);
    const height = self?.height ?? 0;
    if (!parent) {
      errors.push({ field: 'parent_collection_id', title: 'Unknown parent collection' });
    } else if (parent.path_levels.includes(id)) {
      errors.push({
        field: 'parent_collection_id',
        title: 'A collection cannot be placed inside itself or one of its sub-collections',
      });
    } else if (parent.level + 1 + height > MAX_COLLECTION_LEVEL) {
      errors.push({
        field: 'parent_collection_id',
        title: `Collections nest at most ${MAX_COLLECTION_LEVEL + 1} levels deep`,
      });
    } else {
      placement = {
        parentId,
        level: parent.level + 1,
        pathLevels: [...parent.path_levels, id],
      };
    }
  }
  if (input.handle !== null && (await handleTaken(tx, shopId, input.handle, self?.id ?? null))) {
    errors.push({ field: 'handle', title: HANDLE_TAKEN });
  }
  errors.push(...(await missingReferences(tx, 'uploads', shopId, input.images, UNKNOWN_IMAGE)));
  if (input.collection_type === 'manual') {
    errors.push(
      ...(await missingReferences(tx, 'products', shopId, input.product_ids, {
        field: 'product_ids',
        title: 'Unknown product',
      })),
    );
  }
  if (errors.length) throw validationError(errors);
  return placement;
}

/** Store the body's fields, images and picks; automated collections keep no picked products. */
async function writeCollection(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  input: CollectionInput,
  placement: Placement,
  exists: boolean,
): Promise<void> {
  const {
    images,
    product_ids: productIds,
    make_subcategory: _flag,
    parent_collection_id: _parent,
    ...fields
  } = input;
  const stored = { ...fields, description: sanitizeRichText(fields.description) };
  if (exists) await updateCollectionRow(tx, shopId, id, now, stored, placement);
  else await insertCollection(tx, shopId, id, now, stored, placement);
  await replaceCollectionImages(tx, shopId, id, [...new Set(images)]);
  const picks = input.collection_type === 'manual' ? [...new Set(productIds)] : [];
  await replaceCollectionProducts(tx, shopId, id, picks);
}

/** A save that lost a race for the handle to another one: the unique index says so. */
async function refusingDuplicateHandle<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw fieldError('handle', HANDLE_TAKEN);
    throw error;
  }
}

/** collections, collections/count, collections/{id}, the AI helper: all under the `product` policy. */
export function collectionRoutes({ db, clock, ai, logger }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('product'));

  app.get('/', async (c) => {
    const query = validQuery(c, collectionListQuerySchema);
    return c.json(await listCollections(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const { q, status } = validQuery(c, collectionCountQuerySchema);
    const body: CountResponse = {
      count: await countCollections(db, c.get('auth').shopId, q, status),
    };
    return c.json(body);
  });

  app.post('/ai_generate_collection_info', async (c) => {
    const {
      collection_title: title,
      content_mode: mode,
      language,
    } = await validBody(c, aiCollectionInfoBodySchema);
    const facts = await collectionFactsFor(db, c.get('auth').shopId, title, AI_FACT_PRODUCTS);
    const info = await askAi(logger, () =>
      ai.collectionInfo({ facts: { title, ...facts }, mode, language }),
    );
    // Whatever wrote it, the description is stored HTML once saved: the same rules apply now.
    const body: AiCollectionInfo = { ...info, description: sanitizeRichText(info.description) };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const input = await validBody(c, collectionBodySchema);
    const shopId = c.get('auth').shopId;
    const id = newId('col');
    const created = await refusingDuplicateHandle(() =>
      db.transaction(async (tx) => {
        await lockShopCollections(tx, shopId);
        const placement = await checkAgainstShop(tx, shopId, id, null, input);
        await writeCollection(tx, shopId, id, nowSeconds(clock), input, placement, false);
        return getCollectionDetail(tx, shopId, id);
      }),
    );
    return c.json(created, 201);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, collectionIdParam);
    const collection = await getCollectionDetail(db, c.get('auth').shopId, id);
    if (!collection) throw notFound(NOT_FOUND);
    return c.json(collection);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, collectionIdParam);
    const { updated_at: version, ...input } = await validVersionedBody(
      c,
      updateCollectionBodySchema,
    );
    const shopId = c.get('auth').shopId;
    const updated = await refusingDuplicateHandle(() =>
      db.transaction(async (tx): Promise<CollectionDetail | null> => {
        await lockShopCollections(tx, shopId);
        const current = await getCollectionDetail(tx, shopId, id);
        if (!current) throw notFound(NOT_FOUND);
        if (version !== current.updated_at) throw staleUpdate(current);
        const self = await getCollectionNode(tx, shopId, id);
        const placement = await checkAgainstShop(tx, shopId, id, self, input);
        await writeCollection(tx, shopId, id, nowSeconds(clock), input, placement, true);
        if (current.parent_collection_id !== placement.parentId) {
          await movedSubtree(tx, shopId, id, placement.pathLevels);
        }
        return getCollectionDetail(tx, shopId, id);
      }),
    );
    return c.json(updated);
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, collectionIdParam);
    const shopId = c.get('auth').shopId;
    await db.transaction(async (tx) => {
      await lockShopCollections(tx, shopId);
      if (await hasSubCollections(tx, shopId, id)) throw new ApiError(409, HAS_SUB_COLLECTIONS);
      if (!(await deleteCollection(tx, shopId, id))) throw notFound(NOT_FOUND);
    });
    return c.body(null, 204);
  });

  return app;
}
