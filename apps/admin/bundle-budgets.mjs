// The admin's byte budgets (issue 20), in KB of gzip (level 9). `pnpm test` checks them from the
// build's manifest (scripts/check-bundle-budgets.mjs); `pnpm bench bundle` measures the same pages in
// Chromium.

/**
 * A cold, signed-in first load of each page: the entry plus the lazy route modules its URL renders
 * (the shell and the page), with everything they import statically.
 */
export const pageBudgets = [
  { path: '/admin/home', routes: ['src/features/home/routes/home.tsx'], jsKb: 150, cssKb: 35 },
  {
    path: '/admin/customers',
    routes: ['src/features/customers/routes/list.tsx'],
    jsKb: 175,
    cssKb: 35,
  },
  {
    path: '/admin/products',
    routes: ['src/features/products/routes/list.tsx'],
    jsKb: 175,
    cssKb: 35,
  },
  { path: '/admin/orders', routes: ['src/features/orders/routes/list.tsx'], jsKb: 175, cssKb: 35 },
];

/** Route modules every signed-in page renders around its own. */
export const shellRoutes = [];

/** No single lazy chunk may be larger, except the ones named below with their own budget. */
export const chunkKb = 50;

/** Chunks with a budget of their own, by the source module that starts them. */
export const namedChunkBudgets = [{ module: 'src/lib/rich-text/RichTextEditor.tsx', kb: 90 }];
