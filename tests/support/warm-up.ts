import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asOwnerAtHome } from './accounts';
import { sidebarPaths } from './sidebar';
import type { ServerState } from './state';
import { skipTour } from './tour';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The build the server serves (as apps/api/src/config.ts resolves ADMIN_DIST_DIR). */
const distDir = () => path.resolve(ROOT, process.env.ADMIN_DIST_DIR ?? 'apps/admin/dist');

/** Every script and stylesheet of the build (its manifest's chunks) and every translation file. */
function builtFiles(): string[] {
  const dist = distDir();
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[] }>;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  for (const language of readdirSync(path.join(dist, 'locales')))
    for (const namespace of readdirSync(path.join(dist, 'locales', language)))
      files.add(`locales/${language}/${namespace}`);
  return [...files];
}

async function fetchEvery(baseUrl: string, files: string[]) {
  await Promise.all(
    files.map(async (file) => {
      const response = await fetch(`${baseUrl}/admin/${file}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      if (!response.ok) throw new Error(`GET /admin/${file}: ${response.status}`);
      await response.arrayBuffer();
    }),
  );
}

/**
 * Pay the cold start once, before any test runs, instead of in whichever tests come first: the server
 * reads and compresses every file of the build, Chromium starts for the first time (its binary and
 * fonts from disk), the sign-in runs, and every page of the sidebar loads with the API calls it
 * makes (the database's first queries of each list). Without it, the first tests of a fresh clone
 * on a busy machine took over 10 s to show a form.
 */
export async function warmUp(server: ServerState) {
  const started = Date.now();
  const { baseUrl } = server;
  await fetchEvery(baseUrl, builtFiles());
  await asOwnerAtHome(server, async (page) => {
    // The demo shop has not completed the guided tour: it would start on every test's first page.
    // Skipped once here as the owner would, for every test on this server (see tour.ts).
    await skipTour(page);
    for (const appPath of await sidebarPaths(page)) {
      await page.goto(`${baseUrl}/admin${appPath}`);
      // Until every request of the page (its chunks, translations and API calls) has finished.
      await page.waitForLoadState('networkidle');
    }
  });
  console.log(`Warmed the server and the build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
