/** The storefront's own words, in the shop's language (en or az). Merchant texts come from the theme's settings. */
const en = {
  home: 'Home',
  menu: 'Menu',
  products: 'Products',
  add_to_cart: 'Add to cart',
  sold_out: 'Sold out',
  next_page: 'Next page',
  no_products: 'No products here yet.',
  not_found_title: 'Page not found',
  not_found_text: 'The page you were looking for does not exist.',
  back_home: 'Back to the home page',
  preview_banner: 'Preview of a draft: visitors do not see these changes.',
  option: 'Option',
  skip_to_content: 'Skip to content',
};
const az: typeof en = {
  home: 'Ana səhifə',
  menu: 'Menyu',
  products: 'Məhsullar',
  add_to_cart: 'Səbətə əlavə et',
  sold_out: 'Bitib',
  next_page: 'Növbəti səhifə',
  no_products: 'Hələ məhsul yoxdur.',
  not_found_title: 'Səhifə tapılmadı',
  not_found_text: 'Axtardığınız səhifə mövcud deyil.',
  back_home: 'Ana səhifəyə qayıt',
  preview_banner: 'Qaralamanın önizləməsi: ziyarətçilər bu dəyişiklikləri görmür.',
  option: 'Seçim',
  skip_to_content: 'Məzmuna keç',
};
export type StoreWords = typeof en;

export function storeWords(language: string): StoreWords {
  return language === 'az' ? az : en;
}
