import type { MenuLinkType } from '@shop/admin-api';

// Collection, product and page are shared words: they come from the 'general'
// namespace so the two languages never carry their own copy. Only the words
// with no shared text (home page, web address) stay in 'navigation'.
export const LINK_TYPE_LABEL_KEYS: Record<MenuLinkType, string> = {
  home: 'navigation:menus.link.types.home',
  collection: 'general:fields.collection',
  product: 'general:fields.product',
  page: 'general:nav.pageDetail',
  url: 'navigation:menus.link.types.url',
};
