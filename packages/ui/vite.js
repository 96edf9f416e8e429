// @ts-check
// `@shop/ui/vite`: what an app that bundles the kit with Vite adds to its build. It runs in Node inside
// the app's Vite config, so it is plain JavaScript that needs no build step (types in vite.d.ts).
import { normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Chrome's explicit compile hint (checked in this repo's Chromium 156; other engines read a comment). V8
 * compiles every function of a file that starts with it while the file streams in, off the main thread,
 * instead of compiling each function on the main thread at its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The kit's DataTable module as the app's bundler names it: built (what an installed kit resolves to) or
 * from source (this workspace's `@shop/source` condition).
 */
const dataTableModules = ['./dist/DataTable/DataTable.js', './src/DataTable/DataTable.tsx'].map(
  (path) => normalize(fileURLToPath(new URL(path, import.meta.url))),
);

/**
 * Whether `chunk` is the one that loads the DataTable with its code (TanStack Table and Virtual among
 * it) when a page first shows a table. Nearly all of that code runs in the table's first render, so
 * compiling it in advance takes the compilation out of that render. Not when the DataTable is in an
 * entry chunk: that is the whole app's code, most of it not run at load, and compiling all of it
 * eagerly would slow the app's start.
 * @param {import('vite').Rolldown.RenderedChunk} chunk
 */
export function isDataTableChunk(chunk) {
  return !chunk.isEntry && chunk.moduleIds.some((id) => dataTableModules.includes(normalize(id)));
}

/**
 * Moves the compile hint back to the first line of a chunk's `code`, where V8 looks for it, if another
 * plugin prepended lines after the banners were written: Vite prepends `const __vite__mapDeps=…` to a
 * chunk whose dynamic imports preload dependencies, and the DataTable's chunk has such imports (the
 * kit's page size select and columns menu load on intent). `mappings` is the chunk's source map: the
 * hint's line has no mappings, so moving its (empty) group of the `;`-separated groups keeps every other
 * line's mappings intact. Returns `undefined` when there is nothing to move (or no safe way to move it).
 * @param {string} code
 * @param {string | undefined} mappings
 * @returns {{ code: string, mappings: string | undefined } | undefined}
 */
export function hintToFirstLine(code, mappings) {
  const lines = code.split('\n');
  const at = lines.indexOf(EAGER_COMPILE_HINT);
  if (at <= 0) return undefined;
  let moved = mappings;
  if (mappings !== undefined) {
    const groups = mappings.split(';');
    if (groups[at]) return undefined;
    groups.splice(at, 1);
    moved = ['', ...groups].join(';');
  }
  lines.splice(at, 1);
  return { code: [EAGER_COMPILE_HINT, ...lines].join('\n'), mappings: moved };
}

/**
 * The DataTable's chunk starts with {@link EAGER_COMPILE_HINT}. Measured on the `pnpm bench datatable`
 * harness, in fresh pages taken in turns with and without it: the first render of a table mounted with
 * 100,000 rows, its code never run in the page, is 7 to 45 ms shorter (medians) at 4x CPU throttling.
 * Any `postBanner` of the app's own comes after the hint.
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  return {
    name: '@shop/ui:compile-hints',
    apply: 'build',
    outputOptions(options) {
      const own = options.postBanner;
      return {
        ...options,
        // After minification, which would drop the comment.
        async postBanner(chunk) {
          const theirs = typeof own === 'function' ? await own(chunk) : (own ?? '');
          return [isDataTableChunk(chunk) ? EAGER_COMPILE_HINT : '', theirs]
            .filter(Boolean)
            .join('\n');
        },
      };
    },
    generateBundle: {
      // After Vite's own generateBundle, which prepends its preload map to chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !isDataTableChunk(chunk)) continue;
          const mapFile = bundle[`${chunk.fileName}.map`];
          const mapAsset =
            mapFile?.type === 'asset' && typeof mapFile.source === 'string' ? mapFile : undefined;
          const map = mapAsset ? JSON.parse(/** @type {string} */ (mapAsset.source)) : chunk.map;
          const moved = hintToFirstLine(chunk.code, map?.mappings);
          if (!moved) continue;
          chunk.code = moved.code;
          if (chunk.map && moved.mappings !== undefined) chunk.map.mappings = moved.mappings;
          if (mapAsset) mapAsset.source = JSON.stringify({ ...map, mappings: moved.mappings });
        }
      },
    },
  };
}
