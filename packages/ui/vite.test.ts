// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints, EAGER_COMPILE_HINT, isDataTableChunk } from './vite.js';

const kitModule = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const chunk = (moduleIds: string[], isEntry = false) =>
  ({ moduleIds, isEntry }) as unknown as Rolldown.RenderedChunk;
const tableChunk = chunk([
  '/app/node_modules/@tanstack/table-core/dist/index.js',
  kitModule('./dist/DataTable/DataTable.js'),
]);
const otherChunk = chunk([kitModule('./dist/Toaster/Toaster.js')]);

/** The `postBanner` that the plugin's `outputOptions` hook gives the app's output options. */
function postBannerWith(own?: Rolldown.OutputOptions['postBanner']) {
  const hook = compileHints().outputOptions as (
    options: Rolldown.OutputOptions,
  ) => Rolldown.OutputOptions;
  const { postBanner } = hook({ format: 'es', postBanner: own });
  return postBanner as (chunk: Rolldown.RenderedChunk) => Promise<string>;
}

describe('@shop/ui/vite', () => {
  it("finds the chunk that loads the kit's DataTable, built or from source", () => {
    expect(isDataTableChunk(tableChunk)).toBe(true);
    expect(isDataTableChunk(chunk([kitModule('./src/DataTable/DataTable.tsx')]))).toBe(true);
    expect(isDataTableChunk(otherChunk)).toBe(false);
  });

  it('leaves an entry chunk alone, even with the DataTable in it', () => {
    expect(isDataTableChunk(chunk(tableChunk.moduleIds, true))).toBe(false);
  });

  it("starts the DataTable's chunk with the compile hint, and no other", async () => {
    const postBanner = postBannerWith();
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(await postBanner(tableChunk)).toBe(EAGER_COMPILE_HINT);
    expect(await postBanner(otherChunk)).toBe('');
  });

  it("keeps the app's own postBanner, after the hint", async () => {
    expect(await postBannerWith('/* build 42 */')(tableChunk)).toBe(
      `${EAGER_COMPILE_HINT}\n/* build 42 */`,
    );
    const own = async (c: Rolldown.RenderedChunk) => (c.isEntry ? '/* entry */' : '/* lazy */');
    expect(await postBannerWith(own)(tableChunk)).toBe(`${EAGER_COMPILE_HINT}\n/* lazy */`);
    expect(await postBannerWith(own)(otherChunk)).toBe('/* lazy */');
  });

  it('applies to builds only', () => {
    expect(compileHints().apply).toBe('build');
  });
});
