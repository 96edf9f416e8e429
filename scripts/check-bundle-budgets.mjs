// The admin's byte budgets (issue 20), checked from the production build: deterministic, bytes not
// time. For each first-load page of apps/admin/bundle-budgets.mjs, the JS and CSS a cold load fetches
// are the entries (the app's and the boot script's) with every chunk they import statically (Vite's
// manifest, .vite/manifest.json) plus what the server names in index.html for the page's URL
// (.vite/page-preloads.json: its page table, module, chunks and styles), from apps/admin/dist or the
// build folder given as the one argument.
// Each file counts once, at the size of its precompressed `.gz` (zopfli, written by
// apps/admin/build/precompress.ts; the server sends the smaller `.br` to a browser that takes brotli),
// or for a build without one gzip level 9 (the output says so).
// JavaScript is held to its ceiling until it reaches its budget (see bundle-budgets.mjs); CSS, the
// largest lazy chunk and the named chunks to their budgets. Prints every figure and, when a limit is
// exceeded, the largest files of what grew; exit code 1 then.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkLabeller, root } from './lib.mjs';
import { chunkKb, namedChunkBudgets, pageBudgets } from '../apps/admin/bundle-budgets.mjs';

// An optional folder checks another build (e.g. `vite build --outDir /tmp/x`) than apps/admin/dist.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'apps/admin/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`pnpm build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
/** Files without a .gz, counted at gzip level 9 instead. */
const notPrecompressed = new Set();
/**
 * What the server sends for a file, in KB: its `.gz`; without one, gzip level 9 (what the server's
 * on-the-fly compression comes near), or the file as it is when gzip does not make it smaller
 * (precompress writes no .gz then, and the server leaves such a small file alone).
 */
function gzipKb(file) {
  if (!gzipCache.has(file)) {
    const path = join(dist, file);
    let bytes;
    if (existsSync(`${path}.gz`)) bytes = statSync(`${path}.gz`).size;
    else {
      const raw = readFileSync(path);
      const gzip = gzipSync(raw, { level: 9 }).length;
      if (gzip < raw.length) notPrecompressed.add(file);
      bytes = Math.min(gzip, raw.length);
    }
    gzipCache.set(file, bytes / 1024);
  }
  return gzipCache.get(file);
}

/** The files a set of manifest entries load: their chunks, static imports (transitively) and CSS. */
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer lazy?)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

// index.html names two: the app's entry and the boot script (apps/admin/build/boot-script.ts).
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);

// What the server names in index.html for each route (apps/admin/build/page-preloads.ts): the page's
// table, module, chunks and styles, fetched beside the entry.
const preloadsPath = join(dist, '.vite/page-preloads.json');
if (!existsSync(preloadsPath)) {
  console.error(`No page preloads at ${preloadsPath}: a build without build/page-preloads.ts?`);
  process.exit(1);
}
const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8'));

/** The files of a cold load of a page: the entry's and those its route's preloads name. */
function firstLoadOf(pagePath) {
  const route = preloads.find((r) => `/admin/${r.path}` === pagePath);
  if (!route) throw new Error(`No route renders ${pagePath} (renamed?)`);
  const { js, css } = filesOf(entries);
  return { js: [...new Set([...js, ...route.js])], css: [...new Set([...css, ...route.css])] };
}
const label = chunkLabeller(manifest);
const total = (files) => files.reduce((sum, file) => sum + gzipKb(file), 0);
const kb = (n) => n.toFixed(1);
const problems = [];

console.log(
  "First load, from the build (KB of the build's .gz; a browser that takes brotli gets less)",
);
console.log(
  `${'page'.padEnd(20)}${'JS'.padStart(8)}${'budget'.padStart(8)}${'ceiling'.padStart(9)}${'CSS'.padStart(8)}${'budget'.padStart(8)}`,
);
let pagesOverBudget = 0;
for (const page of pageBudgets) {
  const { js, css } = firstLoadOf(page.path);
  const [jsKb, cssKb] = [total(js), total(css)];
  const withinBudget = jsKb <= page.jsKb;
  if (!withinBudget) pagesOverBudget++;
  const jsLimit = withinBudget ? page.jsKb : page.jsCeilingKb;
  console.log(
    `${page.path.padEnd(20)}${kb(jsKb).padStart(8)}${`${page.jsKb} ${withinBudget ? '✔' : '✘'}`.padStart(8)}${String(page.jsCeilingKb).padStart(9)}${kb(cssKb).padStart(8)}${String(page.cssKb).padStart(8)}`,
  );
  if (jsKb > jsLimit)
    problems.push({ what: `${page.path} JS`, size: jsKb, budget: jsLimit, files: js });
  if (cssKb > page.cssKb)
    problems.push({ what: `${page.path} CSS`, size: cssKb, budget: page.cssKb, files: css });
}
if (pagesOverBudget > 0)
  console.log(
    `${pagesOverBudget} page(s) still over issue 20's JS budget; held to their ceiling meanwhile.`,
  );

const entryFiles = new Set(entries.map((key) => manifest[key].file));
const named = new Map(
  namedChunkBudgets.map(({ module, kb: budget }) => [manifest[module]?.file, { module, budget }]),
);
for (const { module } of namedChunkBudgets)
  if (!manifest[module]) problems.push({ what: `${module} is not a chunk of its own any more` });
const jsFiles = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((f) => f.endsWith('.js')),
);
let largest = { file: '', size: 0 };
for (const file of jsFiles) {
  if (entryFiles.has(file)) continue;
  const size = gzipKb(file);
  const own = named.get(file);
  if (own) {
    console.log(`${own.module}: ${kb(size)} KB (budget ${own.budget})`);
    if (size > own.budget)
      problems.push({ what: own.module, size, budget: own.budget, files: [file] });
  } else {
    if (size > largest.size) largest = { file, size };
    if (size > chunkKb)
      problems.push({ what: `chunk ${label(file)}`, size, budget: chunkKb, files: [file] });
  }
}
console.log(
  `largest other lazy chunk: ${label(largest.file)} ${kb(largest.size)} KB (budget ${chunkKb})`,
);
if (notPrecompressed.size > 0)
  console.log(
    `${notPrecompressed.size} file(s) have no precompressed .gz (a build without build/precompress.ts?): counted at gzip level 9.`,
  );

for (const problem of problems) {
  if (problem.size === undefined) {
    console.error(`✘ ${problem.what}`);
    continue;
  }
  console.error(
    `✘ ${problem.what}: ${kb(problem.size)} KB, over its budget of ${problem.budget} KB. Largest files:`,
  );
  for (const file of [...problem.files].sort((a, b) => gzipKb(b) - gzipKb(a)).slice(0, 8))
    console.error(`    ${kb(gzipKb(file)).padStart(7)}  ${label(file)}`);
}
console.log(
  problems.length === 0 ? 'every byte limit holds' : `${problems.length} limit(s) exceeded`,
);
process.exit(problems.length === 0 ? 0 : 1);
