import { countSchema } from './common';
import {
  endpoint,
  json,
  noContent,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import {
  createPageBodySchema,
  menuCountQuerySchema,
  menuIdParam,
  menuListQuerySchema,
  menuListSchema,
  menuSchema,
  pageCountQuerySchema,
  pageIdParam,
  pageListQuerySchema,
  pageListSchema,
  pageSchema,
  updateMenuBodySchema,
  updatePageBodySchema,
} from './navigation';
import { paths } from './paths';

/** §7 Navigation and pages: the online store's menus and pages, every call under `theme`. */
const menus = { auth: 'bearer', policy: 'theme', resource: 'navigations' } as const;
const menuNotFound = refusal('No such menu in this shop');
const pageNotFound = refusal('No such page in this shop');
const missingVersion = refusal('The body has no `updated_at`: say which version you edited');
const handleRule =
  'a handle is §5 slug (letters, digits, single - or _, at least 5 characters), unique in the shop ("URL already taken")';

export const navigationEndpoints: Endpoint[] = [
  endpoint({
    ...menus,
    id: 'listNavigationMenus',
    method: 'GET',
    path: paths.navigationMenus,
    summary: 'A page of menus (default created_at:desc); `q` matches the title or handle',
    query: menuListQuerySchema,
    responses: { 200: ok(menuListSchema, 'One page') },
  }),
  endpoint({
    ...menus,
    id: 'countNavigationMenus',
    method: 'GET',
    path: paths.navigationMenusCount,
    summary: 'How many menus match `q`',
    query: menuCountQuerySchema,
    responses: { 200: ok(countSchema, 'The count') },
  }),
  endpoint({
    ...menus,
    id: 'getNavigationMenu',
    method: 'GET',
    path: template(paths.navigationMenu('(id)')),
    summary: "One menu with its ordered tree of items and each link's target title",
    params: menuIdParam,
    responses: { 200: ok(menuSchema, 'The menu'), 404: menuNotFound },
  }),
  endpoint({
    ...menus,
    id: 'updateNavigationMenu',
    method: 'PUT',
    path: template(paths.navigationMenu('(id)')),
    summary:
      'Save a menu whole: its title and `children`, the ordered tree (at most 3 levels), with the version it was edited from',
    params: menuIdParam,
    body: json(updateMenuBodySchema),
    responses: {
      200: ok(menuSchema, 'The saved menu'),
      404: menuNotFound,
      409: staleResponse(menuSchema),
      428: missingVersion,
    },
  }),
  endpoint({
    ...menus,
    id: 'listPages',
    method: 'GET',
    path: paths.navigationPages,
    summary: 'A page of the shop pages (default created_at:desc); `q` matches the title or handle',
    query: pageListQuerySchema,
    responses: { 200: ok(pageListSchema, 'One page') },
  }),
  endpoint({
    ...menus,
    id: 'countPages',
    method: 'GET',
    path: paths.navigationPagesCount,
    summary: 'How many pages match `q`',
    query: pageCountQuerySchema,
    responses: { 200: ok(countSchema, 'The count') },
  }),
  endpoint({
    ...menus,
    id: 'createPage',
    method: 'POST',
    path: paths.navigationPages,
    summary: `Add a page (${handleRule}; made from the title when left out); its content is sanitised`,
    body: json(createPageBodySchema),
    responses: { 201: ok(pageSchema, 'The new page') },
  }),
  endpoint({
    ...menus,
    id: 'getPage',
    method: 'GET',
    path: template(paths.navigationPage('(pageId)')),
    summary: 'One page with its content',
    params: pageIdParam,
    responses: { 200: ok(pageSchema, 'The page'), 404: pageNotFound },
  }),
  endpoint({
    ...menus,
    id: 'updatePage',
    method: 'PUT',
    path: template(paths.navigationPage('(pageId)')),
    summary: `Save a page (the whole page, with the version it was edited from; ${handleRule})`,
    params: pageIdParam,
    body: json(updatePageBodySchema),
    responses: {
      200: ok(pageSchema, 'The saved page'),
      404: pageNotFound,
      409: staleResponse(pageSchema),
      428: missingVersion,
    },
  }),
  endpoint({
    ...menus,
    id: 'deletePage',
    method: 'DELETE',
    path: template(paths.navigationPage('(pageId)')),
    summary: 'Delete a page (menu items linking to it are left out by the storefront)',
    params: pageIdParam,
    responses: { 204: noContent('Deleted'), 404: pageNotFound },
  }),
];
