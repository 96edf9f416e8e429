// `pnpm test:visual`: visual regression of every story (light and dark) against committed baselines.
//
//   node scripts/visual.mjs                      build Storybook, serve it, compare (playwright.visual.config.ts)
//   node scripts/visual.mjs --update-snapshots   the same, rewriting tests/visual/__screenshots__
//   node scripts/visual.mjs --no-build [...]     reuse the last Storybook build of this script
//
// Any other argument goes to `playwright test` (e.g. a title filter: `-g DataTable`). Storybook is built
// into a folder of its own (node_modules/.cache/storybook-visual, not the shared storybook-static/ that
// other commands rebuild at any time) and served by a small static server in this process, on a free
// 127.0.0.1 port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--no-build');
const staticDir = join(root, 'node_modules/.cache/storybook-visual');

if (build) {
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  const code = await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', staticDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) process.exit(code);
}
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`${staticDir}/index.json is missing: build Storybook first (drop --no-build)`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(staticDir, pathname));
  if (!file.startsWith(staticDir)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
console.log(`Storybook (static) at ${url}`);

const code = await run(
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'playwright.visual.config.ts', ...playwrightArgs],
  {
    env: { ...process.env, STORYBOOK_URL: url, STORYBOOK_DIR: staticDir },
  },
);
server.close();
process.exit(code);
