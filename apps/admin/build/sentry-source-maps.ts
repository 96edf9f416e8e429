import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
// By path, as in vite.config.ts: the config is bundled on its own.
import { sentryRelease } from '../../../packages/admin-api/src/shop-config';

/**
 * Uploads the build's source maps to Sentry, so a reported stack trace reads as the sources. Only
 * with SENTRY_AUTH_TOKEN set (with SENTRY_ORG and SENTRY_PROJECT; SENTRY_URL for a self-hosted
 * Sentry): without a token there is nothing to do and the build makes no network call at all.
 *
 * The maps go up under the release the server names the app's events by (SENTRY_RELEASE, else
 * `shop-admin@<apps/admin version>`), matched by URL (`~/admin/assets/…`). Not by debug ids: those
 * put a snippet into every chunk, bytes a first load would pay (issue 20's budgets) for every
 * build with a token. The production build's folder, apps/admin/dist, is the one uploaded.
 */
export function sentrySourceMaps(env: Record<string, string | undefined>): PluginOption {
  const authToken = env.SENTRY_AUTH_TOKEN;
  if (!authToken) return null;
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
  // Loaded only here: a build without a token never loads the plugin.
  return import('@sentry/vite-plugin').then(({ sentryVitePlugin }) =>
    sentryVitePlugin({
      authToken,
      org: env.SENTRY_ORG,
      project: env.SENTRY_PROJECT,
      ...(env.SENTRY_URL ? { url: env.SENTRY_URL } : {}),
      telemetry: false,
      sourcemaps: { disable: true },
      release: {
        name: env.SENTRY_RELEASE ?? sentryRelease(pkg.version),
        inject: false,
        uploadLegacySourcemaps: { paths: [assets], urlPrefix: '~/admin/assets' },
      },
    }),
  );
}
