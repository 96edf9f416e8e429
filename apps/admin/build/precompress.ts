import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin, ResolvedConfig } from 'vite';

// A path, not `new URL(..., import.meta.url)`: Vite rewrites that form into an asset URL in tests.
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compress-worker.mjs');

/** Text the browser fetches as it is: scripts, styles, translations, icons. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|webmanifest)$/;

/**
 * Whether a file of the build gets `.gz` and `.br` twins. Not index.html (the server fills its shop-config
 * meta on every request, then compresses it), nor Vite's manifest (build metadata), nor source maps
 * (megabytes that only a developer's tools fetch: compressed on the fly when they are).
 */
export function shouldPrecompress(fileName: string): boolean {
  return COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/');
}

/**
 * Zopfli's options for a file of `size` bytes. Its block splitting saves 0.5% on a large file (700 B
 * on the 500 KB entry) but, in this WebAssembly build, costs up to a second on files of a few KB for a
 * few bytes (71 B over the 80 smaller files of the build): only large files get it. 5 iterations
 * instead of the default 15 take 44% less CPU for 0.06% more bytes (60 B on the entry).
 */
export function zopfliOptions(size: number) {
  return size >= 64 * 1024 ? { numiterations: 5 } : { numiterations: 5, blocksplitting: false };
}

export interface Precompressed {
  file: string;
  raw: number;
  /** The size of `<file>.gz`, or null when gzip did not make the file smaller (no .gz then). */
  gz: number | null;
  /** The size of `<file>.br`, likewise. */
  br: number | null;
}

/**
 * Writes `<file>.gz` (zopfli, about 3.5% smaller than gzip -9) and `<file>.br` (brotli at quality
 * 11: the entry 11% and the stylesheet 19% smaller than the zopfli gzip) beside each of `files`, on
 * one worker thread per core: zopfli takes seconds on the entry, and the largest files go first so
 * that no thread is left with a big one at the end.
 */
export async function precompressFiles(files: string[]): Promise<Precompressed[]> {
  const queue = (
    await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })))
  ).sort((a, b) => b.size - a.size);
  const results: Precompressed[] = [];
  const threads = Math.min(availableParallelism(), queue.length);
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(WORKER);
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, size } = next;
          const result = await new Promise<Precompressed & { error?: string }>(
            (resolve, reject) => {
              worker.once('message', resolve);
              worker.once('error', reject);
              worker.postMessage({ file, options: { zopfli: zopfliOptions(size) } });
            },
          );
          worker.removeAllListeners('error');
          if (result.error) throw new Error(`precompressing ${file}: ${result.error}`);
          results.push(result);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * After the build is written, a zopfli `.gz` and a brotli `.br` beside every script, stylesheet and
 * public text file of it (apps/api's admin static serves the `.br` to a browser that accepts brotli,
 * else the `.gz` to one that accepts gzip): smaller than what a server compresses on the fly, with
 * no work per request. Only this build's files: in an output folder that is not emptied, older
 * builds' assets keep the twins they have.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop-admin:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        const dir = options.dir ?? path.dirname(options.file!);
        const publicFiles =
          config.build.copyPublicDir && config.publicDir ? await filesUnder(config.publicDir) : [];
        const names = [...new Set([...Object.keys(bundle), ...publicFiles])].filter(
          shouldPrecompress,
        );
        const started = performance.now();
        const results = await precompressFiles(names.map((name) => path.join(dir, name)));
        const sum = (key: 'raw' | 'gz' | 'br') =>
          results.reduce((n, r) => n + (r[key] ?? r.raw), 0);
        config.logger.info(
          `precompressed ${results.filter((r) => r.gz !== null).length} files with zopfli and ` +
            `brotli: ${(sum('raw') / 1024).toFixed(0)} kB -> ${(sum('gz') / 1024).toFixed(0)} kB ` +
            `.gz, ${(sum('br') / 1024).toFixed(0)} kB .br ` +
            `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
