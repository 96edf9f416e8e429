import type { ThemeSchema, ThemeSettings } from '@shop/admin-api';
import type { Db } from '../db/db';
import {
  collectionProducts,
  linkTargets,
  newestProducts,
  storeCollection,
  storeProduct,
  type ProductCard,
  type StoreProduct,
  type StoreShop,
} from './data';
import type { StoreUrls } from './render';

/** The most levels of a menu the storefront shows (the menus' own limit, §9). */
const MENU_DEPTH = 3;
/** Products a featured collection shows when its section does not say. */
const DEFAULT_FEATURED = 8;

export function money(shop: StoreShop, minor: number): string {
  const digits = shop.currency_fraction_digits;
  return `${shop.currency_symbol}${(minor / 10 ** digits).toFixed(digits)}`;
}

export function cardView(shop: StoreShop, urls: StoreUrls, p: ProductCard) {
  return {
    id: p.id,
    title: p.title,
    url: urls.to(`products/${encodeURIComponent(p.id)}`),
    price: money(shop, Number(p.price)),
    image: p.image,
  };
}

export function productView(shop: StoreShop, urls: StoreUrls, p: StoreProduct) {
  return {
    id: p.id,
    title: p.title,
    url: urls.to(`products/${encodeURIComponent(p.id)}`),
    price: money(shop, Number(p.price)),
    description_html: p.description_html,
    images: p.images,
    image: p.images[0]?.src ?? null,
    options: p.options,
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.option_values.join(' / '),
      price: money(shop, Number(v.price ?? p.price)),
    })),
  };
}

interface MenuLink {
  type?: unknown;
  id?: unknown;
  url?: unknown;
}
interface RawItem {
  title?: unknown;
  link?: MenuLink;
  children?: unknown;
}
export interface MenuView {
  title: string;
  url: string;
  children: MenuView[];
}

function itemsOf(value: unknown): RawItem[] {
  return Array.isArray(value)
    ? value.filter((i): i is RawItem => typeof i === 'object' && i !== null)
    : [];
}

function collectIds(items: RawItem[], depth: number, into: Record<string, string[]>): void {
  if (depth > MENU_DEPTH) return;
  for (const item of items) {
    const { type, id } = item.link ?? {};
    if (typeof id === 'string' && (type === 'collection' || type === 'product' || type === 'page'))
      into[`${type}s`]!.push(id);
    collectIds(itemsOf(item.children), depth + 1, into);
  }
}

/**
 * The menus' item trees as links of this storefront. A link whose target is gone or hidden (a
 * deleted page, a hidden product) is left out, with its children; a menu that does not exist is empty.
 */
export async function resolveMenus(
  db: Db,
  shopId: string,
  urls: StoreUrls,
  menus: Record<string, unknown>,
  handles: string[],
): Promise<MenuView[][]> {
  const ids: Record<string, string[]> = { collections: [], products: [], pages: [] };
  for (const handle of handles) collectIds(itemsOf(menus[handle]), 1, ids);
  const targets = await linkTargets(db, shopId, {
    collections: ids.collections!,
    products: ids.products!,
    pages: ids.pages!,
  });
  const urlOf = (link: MenuLink | undefined): string | null => {
    const id = typeof link?.id === 'string' ? link.id : '';
    switch (link?.type) {
      case 'home':
        return urls.to();
      case 'collection': {
        const handle = targets.collections.get(id);
        return handle ? urls.to(`collections/${encodeURIComponent(handle)}`) : null;
      }
      case 'product':
        return targets.products.has(id) ? urls.to(`products/${encodeURIComponent(id)}`) : null;
      case 'page': {
        const handle = targets.pages.get(id);
        return handle ? urls.to(`pages/${encodeURIComponent(handle)}`) : null;
      }
      case 'url':
        return typeof link.url === 'string' ? urls.link(link.url) || null : null;
      default:
        return null;
    }
  };
  const view = (items: RawItem[], depth: number): MenuView[] =>
    depth > MENU_DEPTH
      ? []
      : items.flatMap((item) => {
          const url = urlOf(item.link);
          if (url === null || typeof item.title !== 'string') return [];
          return [{ title: item.title, url, children: view(itemsOf(item.children), depth + 1) }];
        });
  return handles.map((h) => view(itemsOf(Object.hasOwn(menus, h) ? menus[h] : undefined), 1));
}

/** The home page's sections in their order, each with its settings and the records they name. */
export async function homeSections(
  db: Db,
  shop: StoreShop,
  urls: StoreUrls,
  schema: ThemeSchema,
  settings: ThemeSettings,
  values: Record<string, Record<string, unknown>>,
) {
  const byId = new Map(schema.sections.map((s) => [s.id, s]));
  const order = settings.section_order.filter((id) => byId.get(id)?.placement === 'home');
  return Promise.all(
    order.map(async (id) => {
      const section = byId.get(id)!;
      const own = values[id] ?? {};
      const data: Record<string, unknown> = {};
      for (const setting of section.settings) {
        const value = own[setting.id];
        if (setting.type === 'collection') {
          const limit =
            typeof own.products_to_show === 'number' ? own.products_to_show : DEFAULT_FEATURED;
          const collection =
            typeof value === 'string' ? await storeCollection(db, shop.id, value) : null;
          const products = collection
            ? await collectionProducts(db, shop.id, collection, limit)
            : await newestProducts(db, shop.id, limit);
          data[setting.id] = {
            title: collection?.title ?? '',
            url: collection
              ? urls.to(`collections/${encodeURIComponent(collection.handle ?? collection.id)}`)
              : '',
            products: products.map((p) => cardView(shop, urls, p)),
          };
        }
        if (setting.type === 'product') {
          const product = typeof value === 'string' ? await storeProduct(db, shop.id, value) : null;
          data[setting.id] = product ? productView(shop, urls, product) : null;
        }
      }
      return { id, settings: own, data };
    }),
  );
}
