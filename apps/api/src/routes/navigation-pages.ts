import {
  createPageBodySchema,
  handleFromTitle,
  NAVIGATION_MESSAGES,
  PAGE_HANDLE_MAX,
  PAGE_HANDLE_MIN,
  pageCountQuerySchema,
  pageIdParam,
  pageListQuerySchema,
  updatePageBodySchema,
  type CountResponse,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { newId } from '../db/ids';
import { fieldError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { sanitizeRichText } from '../http/rich-text';
import { validBody, validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  countPages,
  deletePage,
  getPage,
  insertPage,
  listPages,
  pageHandlesLike,
  pageHandleTaken,
  updatePage,
} from '../repos/navigation-pages';

const NOT_FOUND = 'Page not found';

/** A racing save that took the handle first: the unique index answers for the check. */
async function handleGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION))
      throw fieldError('handle', NAVIGATION_MESSAGES.handleTaken);
    throw error;
  }
}

/**
 * A free handle made from the title (the form's suggestion, when the merchant sent none): padded to
 * the slug rule's minimum, then `-2`, `-3`… until no page of the shop has it.
 */
async function freeHandle(db: Db, shopId: string, title: string): Promise<string> {
  let stem = handleFromTitle(title).slice(0, PAGE_HANDLE_MAX - 8);
  if (stem.length < PAGE_HANDLE_MIN) stem = stem ? `${stem}-page` : 'page-1';
  const taken = await pageHandlesLike(db, shopId, stem);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** navigations/pages: the online store's pages. Policy `theme`. */
export function navigationPageRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('theme'));

  app.get('/', async (c) => {
    const query = validQuery(c, pageListQuerySchema);
    return c.json(await listPages(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const { q } = validQuery(c, pageCountQuerySchema);
    const body: CountResponse = { count: await countPages(db, c.get('auth').shopId, q) };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const { handle, ...fields } = await validBody(c, createPageBodySchema);
    const { shopId } = c.get('auth');
    const page = await handleGuard(() =>
      db.transaction(async (tx) => {
        if (handle && (await pageHandleTaken(tx, shopId, handle, null)))
          throw fieldError('handle', NAVIGATION_MESSAGES.handleTaken);
        const id = newId('pge');
        await insertPage(tx, shopId, id, nowSeconds(clock), {
          ...fields,
          handle: handle ?? (await freeHandle(tx, shopId, fields.title)),
          body_html: sanitizeRichText(fields.body_html),
        });
        return (await getPage(tx, shopId, id))!;
      }),
    );
    return c.json(page, 201);
  });

  app.get('/:pageId', async (c) => {
    const { pageId } = validParams(c, pageIdParam);
    const page = await getPage(db, c.get('auth').shopId, pageId);
    if (!page) throw notFound(NOT_FOUND);
    return c.json(page);
  });

  app.put('/:pageId', async (c) => {
    const { pageId } = validParams(c, pageIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(c, updatePageBodySchema);
    const { shopId } = c.get('auth');
    const page = await handleGuard(() =>
      db.transaction(async (tx) => {
        const current = await getPage(tx, shopId, pageId, true);
        if (!current) throw notFound(NOT_FOUND);
        if (version !== current.updated_at) throw staleUpdate(current);
        if (await pageHandleTaken(tx, shopId, fields.handle, pageId))
          throw fieldError('handle', NAVIGATION_MESSAGES.handleTaken);
        await updatePage(tx, shopId, pageId, nowSeconds(clock), {
          ...fields,
          body_html: sanitizeRichText(fields.body_html),
        });
        return (await getPage(tx, shopId, pageId))!;
      }),
    );
    return c.json(page);
  });

  app.delete('/:pageId', async (c) => {
    const { pageId } = validParams(c, pageIdParam);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deletePage(tx, shopId, pageId));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
