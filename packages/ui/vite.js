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
  };
}
