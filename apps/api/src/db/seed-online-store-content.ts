// The demo shops' online store content (§7 Navigation and pages): two or three pages, the header menu
// (`main-menu`, two levels deep, linking home, collections, a product, a page and a URL) and the footer
// menu (`footer`), which the storefront's themes render. Runs after the catalog: the menus link to it.
import { createHash } from 'node:crypto';
import type { MenuLink } from '@shop/admin-api';
import type { StoredMenuItem } from '../repos/navigation-menus';
import type { Db } from './db';

const DAY = 24 * 60 * 60;

/** Stable ids, so a page or menu keeps its address across reseeds (and tests can name it). */
function seedId(prefix: string, shopId: string, name: string): string {
  return `${prefix}_${createHash('sha256').update(`${shopId}/${name}`).digest('hex').slice(0, 14)}`;
}

interface PageSeed {
  title: string;
  handle: string;
  body: string;
  seoDescription: string;
  visible: boolean;
  /** Days before the seed's "now". */
  age: number;
}

const PAGES: PageSeed[] = [
  {
    title: 'About us',
    handle: 'about-us',
    body:
      '<h2>Who we are</h2><p>We are a small team that makes everyday things <strong>to last</strong>.</p>' +
      '<p>Every product is tested by us before it reaches the shop.</p>',
    seoDescription: 'Who we are and how we choose what we sell.',
    visible: true,
    age: 300,
  },
  {
    title: 'Shipping policy',
    handle: 'shipping-policy',
    body:
      '<h2>Delivery times</h2><ul><li>Domestic: 2–4 working days</li><li>International: 5–10 working days</li></ul>' +
      '<p>Orders placed before noon leave the same day.</p>',
    seoDescription: 'How long delivery takes and what it costs.',
    visible: true,
    age: 200,
  },
  {
    title: 'Size guide',
    handle: 'size-guide',
    body: '<p>Measure a garment you own and compare it with the tables on each product page.</p>',
    seoDescription: '',
    visible: false,
    age: 30,
  },
];

/** The first collections and a product of the shop, by title: what the header menu links to. */
async function catalogTargets(tx: Db, shopId: string) {
  const collections = await tx.query<{ id: string; title: string }>(
    `SELECT id, title FROM collections WHERE shop_id = $1 AND parent_collection_id IS NULL
     ORDER BY title, id LIMIT 3`,
    [shopId],
  );
  const [product] = await tx.query<{ id: string; title: string }>(
    'SELECT id, title FROM products WHERE shop_id = $1 ORDER BY title, id LIMIT 1',
    [shopId],
  );
  return { collections, product };
}

export async function seedOnlineStoreContent(
  tx: Db,
  options: { shopId: string; now: number },
): Promise<void> {
  const { shopId, now } = options;
  const pageId = (handle: string) => seedId('pge', shopId, `page/${handle}`);
  for (const page of PAGES) {
    const at = now - page.age * DAY;
    await tx.query(
      `INSERT INTO online_store_pages
         (id, shop_id, title, handle, body_html, seo_title, seo_description, visible, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        pageId(page.handle),
        shopId,
        page.title,
        page.handle,
        page.body,
        page.title,
        page.seoDescription,
        page.visible,
        at,
      ],
    );
  }

  let n = 0;
  const item = (title: string, link: MenuLink, children: StoredMenuItem[] = []) => {
    n += 1;
    return { id: seedId('mni', shopId, `item/${n}`), title, link, children };
  };
  const { collections, product } = await catalogTargets(tx, shopId);
  const shopChildren = [
    ...collections.map((c) => item(c.title, { type: 'collection', id: c.id })),
    ...(product ? [item(product.title, { type: 'product', id: product.id })] : []),
  ];
  const mainMenu = [
    item('Home', { type: 'home' }),
    item('Shop', shopChildren[0]?.link ?? { type: 'home' }, shopChildren),
    item('About us', { type: 'page', id: pageId('about-us') }, [
      item('Shipping policy', { type: 'page', id: pageId('shipping-policy') }),
      item('Contact', { type: 'url', url: '/pages/about-us' }),
    ]),
  ];
  const footer = [
    item('About us', { type: 'page', id: pageId('about-us') }),
    item('Shipping policy', { type: 'page', id: pageId('shipping-policy') }),
    item('Instagram', { type: 'url', url: 'https://www.instagram.com/' }),
  ];
  const menus = [
    { title: 'Main menu', handle: 'main-menu', items: mainMenu, age: 400 },
    { title: 'Footer', handle: 'footer', items: footer, age: 399 },
  ];
  for (const menu of menus) {
    const at = now - menu.age * DAY;
    await tx.query(
      `INSERT INTO navigation_menus (id, shop_id, title, handle, items, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)`,
      [
        seedId('mnu', shopId, menu.handle),
        shopId,
        menu.title,
        menu.handle,
        JSON.stringify(menu.items),
        at,
      ],
    );
  }
}
