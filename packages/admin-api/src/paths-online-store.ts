/** §7 Navigation and pages (policy `theme`): menus are read and saved whole; pages are records. Relative to API_BASE; part of `paths`. */
export const onlineStorePaths = {
  /** §7 Navigation and pages (policy `theme`): menus are read and saved whole; pages are records. */
  navigationMenus: 'navigations/menus',
  navigationMenusCount: 'navigations/menus/count',
  /** GET; PUT the title and the whole ordered tree (`children`). */
  navigationMenu: (id: string) => `navigations/menus/${encodeURIComponent(id)}`,
  navigationPages: 'navigations/pages',
  navigationPagesCount: 'navigations/pages/count',
  /** GET, PUT, DELETE one page. */
  navigationPage: (id: string) => `navigations/pages/${encodeURIComponent(id)}`,
} as const;
