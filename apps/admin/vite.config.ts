import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compileHints } from '@shop/ui/vite';
import { BOOT_ENTRY, BOOT_SOURCE, bootScript } from './build/boot-script';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';
import { sentrySourceMaps } from './build/sentry-source-maps';
import { pureContract } from './build/pure-contract';
import { reactSentinelErrors } from './build/react-sentinel-errors';
import { stripRadixNames } from './build/strip-radix-names';
import { stylesAfterPaint } from './build/styles-after-paint';
import { treeShakeRouter } from './build/tree-shake-router';
import { trimRadixThemesCss } from './build/trim-radix-css';
// By path, not by package name: the config is bundled on its own, and the contract's package entry is
// TypeScript that Node would be asked to load as it is.
import {
  appStoreWidgetFromEnv,
  externalLinksFromEnv,
  type ShopConfig,
} from '../../packages/admin-api/src/shop-config';

/** The zod functions the contract builds its schemas with (`z.string().min(1)` and the like). */
const ZOD_SCHEMA_BUILDERS = [
  'z.array',
  'z.boolean',
  'z.coerce',
  'z.discriminatedUnion',
  'z.enum',
  'z.literal',
  'z.null',
  'z.number',
  'z.object',
  'z.record',
  'z.string',
  'z.union',
  'z.unknown',
];

/**
 * react-router's package exports name only its development build (warnings on, and the checks behind
 * them), whatever the mode: a production build takes the production one it ships beside it, 0.5 KB
 * of gzip less in the entry. Resolved from this app, so the kit's imports get the same copy.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const SHOP_CONFIG_META = '<meta name="shop-config" content="" />';

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * In production the API server fills the shop-config meta. The dev server has no such step, so this
 * plugin fills it from the same environment variables (ACCOUNTS_URL, SUPPORT_EMAIL, the links', the
 * app store widget's, SENTRY_DSN's) to keep lib/config on one path; the app applies the defaults of what is unset.
 */
function devShopConfig(): Plugin {
  return {
    name: 'shop-admin:dev-shop-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const config: Partial<Omit<ShopConfig, 'links'>> & { links: Partial<ShopConfig['links']> } = {
        accountsUrl: process.env.ACCOUNTS_URL,
        supportEmail: process.env.SUPPORT_EMAIL,
        links: externalLinksFromEnv(process.env),
        appStoreWidget: appStoreWidgetFromEnv(process.env),
        // Errors of a dev server go to Sentry only when SENTRY_DSN is set, filed as `development`.
        errorReporting: process.env.SENTRY_DSN
          ? {
              dsn: process.env.SENTRY_DSN,
              environment: process.env.SENTRY_ENVIRONMENT ?? 'development',
              release: process.env.SENTRY_RELEASE ?? 'shop-admin@dev',
            }
          : null,
      };
      return html.replace(
        SHOP_CONFIG_META,
        `<meta name="shop-config" content="${escapeAttribute(JSON.stringify(config))}" />`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/admin/',
  // The DataTable's chunk is compiled while it loads, not in a list's first render (`pnpm bench datatable`).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    devShopConfig(),
    bootScript(),
    stylesAfterPaint(),
    compileHints(),
    pureContract(),
    trimRadixThemesCss(),
    stripRadixNames(),
    treeShakeRouter(),
    reactSentinelErrors(),
    pagePreloads(),
    precompress(),
    command === 'build' && sentrySourceMaps(process.env),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./build/react-sync-external-store.ts', import.meta.url),
        ),
      },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
    // The dev server (and the unit tests) compile @shop/ui from its sources, for hot reload. The
    // production build takes the kit as every other app does, its compiled dist and one stylesheet:
    // compiling the kit's .css.ts files from outside the app's root with vanilla-extract's Vite plugin
    // dropped the CSS of some of them at random (a build in three left the shell unstyled).
    conditions:
      command === 'serve'
        ? ['@shop/source', ...defaultClientConditions]
        : [...defaultClientConditions],
  },
  server: {
    proxy: {
      // The API server; API_PROXY_TARGET points elsewhere when it runs on another port.
      '/api': {
        target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
        changeOrigin: false,
      },
      // The storefront the sidebar's preview link and the customize page's preview open.
      '/store': {
        target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
        changeOrigin: false,
      },
    },
  },
  build: {
    // Maps without the `//# sourceMappingURL` comment at the end of every chunk (about 40 bytes of
    // gzip each, eleven chunks on a first load): the server names each script's map in a SourceMap
    // header, which the browsers' developer tools read the same way.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph that `pnpm test` checks the byte budgets against.
    manifest: true,
    // Every browser the admin supports preloads modules itself (the polyfill is 0.3 KB of the entry).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app (index.html and the entry it names) and the boot script (build/boot-script.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [BOOT_ENTRY]: fileURLToPath(new URL(`./${BOOT_SOURCE}`, import.meta.url)),
      },
      // zod's schema builders do nothing else (see build/pure-contract.ts); not `z.config`.
      treeshake: { manualPureFunctions: ZOD_SCHEMA_BUILDERS },
      output: {
        // The entry lists the file of every chunk a lazy page preloads; a name beside the hash
        // made that list 1 KB (gzip) longer. scripts/check-bundle-budgets.mjs names them by module.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // The boot script and the few constants it shares with the entry: a file of their own,
            // which the entry imports, rather than the boot script loading the whole entry.
            {
              name: BOOT_ENTRY,
              test: /([\\/]src[\\/](boot[\\/][^\\/]+|lib[\\/](cookies|storage-prefix|http[\\/]api-headers|session[\\/](cross-tab-lock|refresh-protocol)))|[\\/]admin-api[\\/]src[\\/]start-paths)\.ts$/,
            },
            // What the entry itself needs (React, the router, i18next, the shell...) in one file: split
            // into the thirty pieces its modules share with the lazy pages, it compressed 8% worse.
            { name: 'start', tags: ['$initial'] },
            // Small modules of the first-load pages (home, customers, products, orders) were chunks
            // of their own of 0.1-0.5 KB each, which compress badly alone and cost a request apiece.
            // One chunk of them made home's first load 1.6 KB lighter (issue 20); a list page loads
            // the few it does not use (under 1 KB).
            {
              name: 'page-parts',
              test: /([\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/](callout|card)(\.props)?\.js|[\\/]admin-api[\\/]src[\\/](values|paths-catalog|paths-customers|paths-orders)\.ts|[\\/]ui[\\/]dist[\\/](Page[\\/]Page|StatCard[\\/]StatCard|EmptyState[\\/]EmptyState|format[\\/]Money|format[\\/]format\.css)\.js|[\\/]src[\\/]lib[\\/](images[\\/]Thumbnail\.tsx|i18n[\\/]number-format\.ts))$/,
            },
            // Left to itself the chunker merged zod into the chunk that carries TanStack Query's
            // hooks, which every page loads: zod (forms only) is a chunk of its own, with the
            // module that turns its eval probe off, so that runs before any schema is built.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|[\\/]src[\\/]lib[\\/]i18n[\\/]zod-jitless\.ts$/,
            },
            // Families of small modules that pages use together, each one chunk instead of one per set
            // of pages that shares a piece (a detail page loaded 45 to 65 files, most under 2 KB). On a
            // slow phone (Lighthouse's simulation) every file held one of six connections for a round
            // trip while the entry downloaded beside it: 47 files -> 19 on an order's page, 19 -> 9 on a
            // list, for a few KB more on some detail pages. A group takes the modules its members import
            // too, so what two families share is a group of its own, before them (the text field).
            {
              // The text field: the lists' search box and the forms' fields (both families import it).
              name: 'text-field',
              test: /[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]text-field(\.props)?\.js$/,
            },
            {
              // The list pages' table and the state in their URL.
              name: 'list-parts',
              test: /([\\/]ui[\\/]dist[\\/](DataTable[\\/]|messages[\\/]parts[\\/]data-table\.js)|[\\/]src[\\/]lib[\\/](list-state[\\/](page-query-props|list-data|use-list-params|table-props|ListTable|ListFilterSelect)\.tsx?|routing[\\/]use-url-search\.ts))$/,
            },
            {
              // Saving: mutations, what each change makes stale, conflicts, the offline record (what
              // the shell's offline work shares with the forms: in form-parts, it had every page load
              // the forms and zod once painted).
              name: 'write-parts',
              test: /([\\/]src[\\/]lib[\\/](queries[\\/](mutations|relations|resource-queries|use-update-with-conflict)|offline[\\/](record-request|writes|restored-conflicts))\.ts|[\\/]admin-api[\\/]src[\\/]idempotency\.ts|[\\/](query-core[\\/]build[\\/]modern[\\/]mutationObserver|react-query[\\/]build[\\/]modern[\\/]useMutation)\.js)$/,
            },
            {
              // What Radix's dialogs share with its scroll area (an order's lines): apart from the
              // dialogs, a page whose dialogs load once it is drawn shows its table without them.
              name: 'radix-base',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@radix-ui[\\/](react-(presence|context|use-callback-ref|use-layout-effect)|primitive)[\\/].*$/,
            },
            {
              // Dialogs: Radix's dialog and the focus trap, layer, portal and scroll lock under it.
              name: 'dialog-parts',
              test: /([\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@radix-ui[\\/]react-(dialog|alert-dialog|dismissable-layer|focus-scope|focus-guards|portal|id|use-controllable-state|use-escape-keydown)|react-remove-scroll(-bar)?|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|aria-hidden)[\\/].*|[\\/]themes[\\/]dist[\\/]esm[\\/](components[\\/](dialog|alert-dialog)(\.props)?|helpers[\\/]require-react-element)\.js|[\\/]ui[\\/]dist[\\/](ConfirmDialog|ConflictDialog|UnsavedChangesDialog|TwoChoiceDialog)[\\/].*)$/,
            },
            {
              // Forms: react-hook-form and its resolver, the kit's fields, the save bar.
              name: 'form-parts',
              test: /([\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-hook-form|@hookform[\\/]resolvers)[\\/].*|[\\/]src[\\/]lib[\\/]forms[\\/][^\\/]+\.tsx?|[\\/]ui[\\/]dist[\\/](FormFields[\\/](FormField|use-bound-field|TrailingIconButton|TextFields|NumberFields|number-input)\.js|SaveBar[\\/]SaveBar\.js|messages[\\/]parts[\\/]forms\.js)|[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]text-area(\.props)?\.js)$/,
            },
            {
              // What a record shows wherever it appears, in lists and on its page: dates, status
              // badges, the list it was opened from (an order's page: five files of under 1 KB).
              name: 'record-parts',
              test: /([\\/]ui[\\/]dist[\\/](format[\\/](DateTime|format-date)|StatusBadge[\\/]StatusBadge)\.js|[\\/]src[\\/]lib[\\/](orders[\\/]OrderStatusBadges\.tsx|list-state[\\/](list-params|list-memory)\.ts))$/,
            },
            {
              // A record's page around its data: its columns and the fallback while it loads or when
              // it is gone.
              name: 'detail-parts',
              test: /([\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]grid(\.props)?\.js|[\\/]src[\\/]shared[\\/]detail[\\/]DetailFallback\.tsx)$/,
            },
            {
              // Radix's table (an order's lines, a product's variants, the settings' tables) and the
              // scroll area it wraps itself in.
              name: 'table-parts',
              test: /([\\/]themes[\\/]dist[\\/]esm[\\/](components[\\/](table|scroll-area)(\.props)?|helpers[\\/](get-margin-styles|get-subtree|extract-margin-props))\.js|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@radix-ui[\\/](react-scroll-area|number)[\\/].*)$/,
            },
          ],
        },
      },
      onLog(level, log, defaultHandler) {
        // Radix ships "use client" directives that mean nothing in a SPA bundle; keep real warnings visible.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"')) return;
        defaultHandler(level, log);
      },
    },
  },
}));
