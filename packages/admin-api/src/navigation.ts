import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  optionalQueryText,
  pageQuerySchema,
  recordVersion,
  sortSchema,
  unixSeconds,
  type SortValue,
} from './common';
import { SLUG_PATTERN_MESSAGE, SLUG_TOO_SHORT } from './domains';
import { DEFAULT_PAGE_SIZE } from './values';
import { MENU_ITEMS_MAX, NAVIGATION_MESSAGES } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { MENU_MAX_DEPTH, MENU_ITEMS_MAX, NAVIGATION_MESSAGES } from './messages';

/*
 * Online store content (§7 Navigation and pages, policy `theme`): the shop's navigation menus (the
 * storefront's header menu, `main-menu` by default, and its footer, `footer`) and its pages. A menu is
 * saved whole, as its ordered tree of items, in one PUT; a page is a title, rich text and its SEO.
 */

export const MENU_TITLE_MAX = 255;
export const MENU_ITEM_TITLE_MAX = 255;
export const MENU_URL_MAX = 2000;

export const MENU_LINK_TYPES = ['home', 'collection', 'product', 'page', 'url'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];
/** The link types that name a record of the shop by its id. */
export const MENU_RECORD_LINK_TYPES = ['collection', 'product', 'page'] as const;
export type MenuRecordLinkType = (typeof MENU_RECORD_LINK_TYPES)[number];

export const PAGE_TITLE_MAX = 255;
export const PAGE_HANDLE_MIN = 5;
export const PAGE_HANDLE_MAX = 255;
export const PAGE_BODY_MAX = 100_000;
/**
 * What the server stores at most; the form hints at where search engines cut them (SEO_TITLE_MAX and
 * SEO_DESCRIPTION_MAX, as for products and collections).
 */
export const PAGE_SEO_TITLE_MAX = 255;
export const PAGE_SEO_DESCRIPTION_MAX = 1000;

/** §5: a URL (http or https) or an absolute path, without spaces. */
const URL_OR_PATH = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/i;
/** §5 slug: letters, digits and single _ or - separators, at least 5 characters, lowercased. */
export const PAGE_HANDLE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * A handle made from a title the way the page form suggests it: lowercased, accents dropped (the
 * Azerbaijani ə and ı too), anything else between words a single hyphen. May come out shorter than
 * the slug rule's minimum (the form then asks for a longer one; the server pads it).
 */
export function handleFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_HANDLE_MAX)
    .replace(/-+$/, '');
}

// Menus.

const recordLink = <T extends MenuRecordLinkType>(type: T) =>
  z.object({
    type: z.literal(type),
    id: z.string(NAVIGATION_MESSAGES.chooseTarget).min(1, NAVIGATION_MESSAGES.chooseTarget).max(64),
  });

/** Where an item leads: the home page, a collection, product or page by id, or a URL or path. */
export const menuLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('home') }),
  recordLink('collection'),
  recordLink('product'),
  recordLink('page'),
  z.object({
    type: z.literal('url'),
    url: z
      .string('Required')
      .trim()
      .min(1, 'Required')
      .max(MENU_URL_MAX, `At most ${MENU_URL_MAX} characters`)
      .regex(URL_OR_PATH, NAVIGATION_MESSAGES.urlOrPath),
  }),
]);
export type MenuLink = z.infer<typeof menuLinkSchema>;

const itemTitle = z
  .string('Required')
  .trim()
  .min(1, 'Required')
  .max(MENU_ITEM_TITLE_MAX, `At most ${MENU_ITEM_TITLE_MAX} characters`);

/** An item's fields as saved; `id` may be left out for a new item (the server gives it one). */
const itemInputFields = {
  id: idSchema.optional(),
  title: itemTitle,
  link: menuLinkSchema,
};

/*
 * The tree is spelled out level by level rather than as one recursive schema: the depth limit is then
 * the schema's own shape (an item of the third level may have no children), and the OpenAPI document
 * and the form's types stay plain.
 */
const thirdLevelInput = z.object({
  ...itemInputFields,
  children: z.array(z.unknown()).max(0, NAVIGATION_MESSAGES.tooDeep).default([]),
});
const secondLevelInput = z.object({
  ...itemInputFields,
  children: z.array(thirdLevelInput).default([]),
});
const firstLevelInput = z.object({
  ...itemInputFields,
  children: z.array(secondLevelInput).default([]),
});
export type MenuItemInput = z.input<typeof firstLevelInput>;

/** How many items a tree holds in all its levels. */
export function countMenuItems(items: readonly { children?: readonly unknown[] }[]): number {
  return items.reduce(
    (n, item) =>
      n + 1 + countMenuItems((item.children ?? []) as readonly { children?: unknown[] }[]),
    0,
  );
}

export const menuItemsInputSchema = z
  .array(firstLevelInput)
  .refine((items) => countMenuItems(items) <= MENU_ITEMS_MAX, NAVIGATION_MESSAGES.tooManyItems);

/** PUT navigations/menus/{id}: the menu's title and its whole ordered tree (`children`). */
export const updateMenuBodySchema = z.object({
  title: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(MENU_TITLE_MAX, `At most ${MENU_TITLE_MAX} characters`),
  children: menuItemsInputSchema,
  updated_at: recordVersion,
});
export type UpdateMenuBody = z.input<typeof updateMenuBodySchema>;

/**
 * A link as the API answers it: what was saved, and `target_title`, the title of the collection,
 * product or page it names (null for home and URLs, and for a record deleted since: the storefront
 * leaves such an item out).
 */
export const menuLinkViewSchema = z.object({
  type: z.enum(MENU_LINK_TYPES),
  id: idSchema.optional(),
  url: z.string().optional(),
  target_title: z.string().nullable(),
});
export type MenuLinkView = z.infer<typeof menuLinkViewSchema>;

const itemViewFields = { id: idSchema, title: z.string(), link: menuLinkViewSchema };
const thirdLevelView = z.object({ ...itemViewFields, children: z.array(z.never()) });
const secondLevelView = z.object({ ...itemViewFields, children: z.array(thirdLevelView) });
export const menuItemSchema = z.object({ ...itemViewFields, children: z.array(secondLevelView) });
/** An item of any level (the third level's `children` is always empty). */
export interface MenuItem {
  id: string;
  title: string;
  link: MenuLinkView;
  children: MenuItem[];
}

const menuFields = {
  id: idSchema,
  title: z.string(),
  /** The storefront finds a menu by it: `main-menu` (header), `footer`. */
  handle: z.string(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
};

/** A menu as the list shows it: the titles of its first level and how many items it holds in all. */
export const menuSummarySchema = z.object({
  ...menuFields,
  item_titles: z.array(z.string()),
  items_count: z.number().int().nonnegative(),
});
export type MenuSummary = z.infer<typeof menuSummarySchema>;

/** GET navigations/menus/{id}: the menu with its tree. */
export const menuSchema = z.object({ ...menuFields, items: z.array(menuItemSchema) });
export type Menu = z.infer<typeof menuSchema>;

export const MENU_SORT_FIELDS = ['created_at', 'updated_at', 'title'] as const;
export type MenuSortField = (typeof MENU_SORT_FIELDS)[number];
export type MenuSort = SortValue<MenuSortField>;
/** §9: menus are listed newest first. */
export const MENU_DEFAULT_SORT: MenuSort = 'created_at:desc';
export const menuSortSchema = sortSchema(MENU_SORT_FIELDS);

/** GET navigations/menus: `q` matches the title or the handle anywhere, case-insensitively. */
export const menuListQuerySchema = pageQuerySchema(
  menuSortSchema,
  MENU_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
);
export type MenuListQuery = z.input<typeof menuListQuerySchema>;
export const menuListSchema = listResponseSchema(menuSummarySchema);
export type MenuList = z.infer<typeof menuListSchema>;
export const menuCountQuerySchema = z.object({ q: optionalQueryText });
export const menuIdParam = z.object({ id: idSchema });

// Pages.

/** The §5 slug rule for a page's handle (trimmed and lowercased first). */
export const pageHandleField = z
  .string('Required')
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    const problem =
      v.length < PAGE_HANDLE_MIN
        ? SLUG_TOO_SHORT
        : v.length > PAGE_HANDLE_MAX
          ? `At most ${PAGE_HANDLE_MAX} characters`
          : PAGE_HANDLE_PATTERN.test(v)
            ? null
            : SLUG_PATTERN_MESSAGE;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const pageFields = {
  title: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(PAGE_TITLE_MAX, `At most ${PAGE_TITLE_MAX} characters`),
  /** Rich text; the server keeps only the markup of RICH_TEXT_TAGS before it stores it. */
  body_html: z.string().max(PAGE_BODY_MAX, 'The description is too long').default(''),
  seo_title: z
    .string()
    .trim()
    .max(PAGE_SEO_TITLE_MAX, `At most ${PAGE_SEO_TITLE_MAX} characters`)
    .default(''),
  seo_description: z
    .string()
    .trim()
    .max(PAGE_SEO_DESCRIPTION_MAX, `At most ${PAGE_SEO_DESCRIPTION_MAX} characters`)
    .default(''),
  /** Hidden pages are not served by the storefront. */
  visible: z.boolean().default(true),
};

/**
 * POST navigations/pages. Without a `handle` (or with an empty one) the server makes one from the
 * title, unique in the shop; a handle given and already used is refused ("URL already taken").
 */
export const createPageBodySchema = z.object({
  ...pageFields,
  handle: z
    .union([z.literal(''), pageHandleField])
    .optional()
    .transform((v) => v || undefined),
});
export type CreatePageBody = z.input<typeof createPageBodySchema>;

/** PUT navigations/pages/{pageId}: the whole page, with the version it was edited from. */
export const updatePageBodySchema = z.object({
  ...pageFields,
  handle: pageHandleField,
  updated_at: recordVersion,
});
export type UpdatePageBody = z.input<typeof updatePageBodySchema>;

const pageSummaryFields = {
  id: idSchema,
  title: z.string(),
  /** The storefront serves the page at /pages/<handle>. */
  handle: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  visible: z.boolean(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
};
export const pageSummarySchema = z.object(pageSummaryFields);
export type OnlineStorePageSummary = z.infer<typeof pageSummarySchema>;
/** GET navigations/pages/{id}: the page with its (sanitised) content. */
export const pageSchema = z.object({ ...pageSummaryFields, body_html: z.string() });
export type OnlineStorePage = z.infer<typeof pageSchema>;

export const PAGE_SORT_FIELDS = ['created_at', 'updated_at', 'title'] as const;
export type PageSortField = (typeof PAGE_SORT_FIELDS)[number];
export type PageSort = SortValue<PageSortField>;
/** §9: pages are listed newest first. */
export const PAGE_DEFAULT_SORT: PageSort = 'created_at:desc';
export const pageSortSchema = sortSchema(PAGE_SORT_FIELDS);

/** GET navigations/pages: `q` matches the title or the handle anywhere, case-insensitively. */
export const pageListQuerySchema = pageQuerySchema(
  pageSortSchema,
  PAGE_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
);
export type PageListQuery = z.input<typeof pageListQuerySchema>;
export const pageListSchema = listResponseSchema(pageSummarySchema);
export type OnlineStorePageList = z.infer<typeof pageListSchema>;
export const pageCountQuerySchema = z.object({ q: optionalQueryText });
export const pageIdParam = z.object({ pageId: idSchema });
