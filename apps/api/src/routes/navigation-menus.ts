import {
  menuCountQuerySchema,
  menuIdParam,
  menuListQuerySchema,
  NAVIGATION_MESSAGES,
  updateMenuBodySchema,
  type CountResponse,
  type FieldError,
  type MenuRecordLinkType,
} from '@shop/admin-api';
import { Hono } from 'hono';
import type { z } from 'zod';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  countMenus,
  getMenu,
  linkTargets,
  listMenus,
  updateMenu,
  type StoredMenuItem,
} from '../repos/navigation-menus';

const NOT_FOUND = 'Menu not found';

type ItemInput = z.output<typeof updateMenuBodySchema>['children'][number];
/** An item of any level as parsed (the third level's children are always empty). */
interface ParsedItem {
  id?: string | undefined;
  title: string;
  link: ItemInput['link'];
  children: readonly unknown[];
}

const UNKNOWN_TARGET: Record<MenuRecordLinkType, string> = {
  collection: NAVIGATION_MESSAGES.unknownCollection,
  product: NAVIGATION_MESSAGES.unknownProduct,
  page: NAVIGATION_MESSAGES.unknownPage,
};

/**
 * The tree as it is stored: each item keeps the id it came with unless that id is missing or already
 * used in this tree (a new item, or one copied), which then gets a new one. The client's order is the
 * order.
 */
function toStored(items: readonly ParsedItem[], seen = new Set<string>()): StoredMenuItem[] {
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : newId('mni');
    seen.add(id);
    return {
      id,
      title: item.title,
      link: item.link,
      children: toStored(item.children as ParsedItem[], seen),
    };
  });
}

/** 422 at `children.0.children.1.link.id` for every link to a collection, product or page not in the shop. */
async function checkTargets(db: Db, shopId: string, items: StoredMenuItem[]): Promise<void> {
  const targets = await linkTargets(db, shopId, items);
  const errors: FieldError[] = [];
  const walk = (level: StoredMenuItem[], prefix: string) =>
    level.forEach((item, i) => {
      const at = `${prefix}${i}`;
      const { link } = item;
      if (
        (link.type === 'collection' || link.type === 'product' || link.type === 'page') &&
        !targets[link.type].has(link.id)
      )
        errors.push({ field: `${at}.link.id`, title: UNKNOWN_TARGET[link.type] });
      walk(item.children, `${at}.children.`);
    });
  walk(items, 'children.');
  if (errors.length) throw validationError(errors);
}

/** navigations/menus: the list, its count, one menu, and saving a menu whole. Policy `theme`. */
export function navigationMenuRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('theme'));

  app.get('/', async (c) => {
    const query = validQuery(c, menuListQuerySchema);
    return c.json(await listMenus(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const { q } = validQuery(c, menuCountQuerySchema);
    const body: CountResponse = { count: await countMenus(db, c.get('auth').shopId, q) };
    return c.json(body);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, menuIdParam);
    const menu = await getMenu(db, c.get('auth').shopId, id);
    if (!menu) throw notFound(NOT_FOUND);
    return c.json(menu);
  });

  // The whole tree in one request: what is not in `children` is no longer in the menu.
  app.put('/:id', async (c) => {
    const { id } = validParams(c, menuIdParam);
    const {
      updated_at: version,
      title,
      children,
    } = await validVersionedBody(c, updateMenuBodySchema);
    const { shopId } = c.get('auth');
    const menu = await db.transaction(async (tx) => {
      const current = await getMenu(tx, shopId, id, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      const items = toStored(children);
      await checkTargets(tx, shopId, items);
      await updateMenu(tx, shopId, id, nowSeconds(clock), { title, items });
      return (await getMenu(tx, shopId, id))!;
    });
    return c.json(menu);
  });

  return app;
}
