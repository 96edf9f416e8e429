// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints, EAGER_COMPILE_HINT, hintToFirstLine, isDataTableChunk } from './vite.js';

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

  it("moves the hint back to the first line when Vite's preload map was put before it", () => {
    const mapDeps = 'const __vite__mapDeps=(i)=>i;';
    const code = [mapDeps, EAGER_COMPILE_HINT, 'import{a}from"./a.js";', 'a();'].join('\n');
    // Lines 1 and 2 are generated code without mappings; 3 and 4 map to the sources.
    const moved = hintToFirstLine(code, ';;AAAA;AACA');
    expect(moved?.code).toBe(
      [EAGER_COMPILE_HINT, mapDeps, 'import{a}from"./a.js";', 'a();'].join('\n'),
    );
    expect(moved?.mappings).toBe(';;AAAA;AACA');
    expect(hintToFirstLine(moved!.code, moved!.mappings)).toBeUndefined();
  });

  it('moves nothing it cannot move with its source map', () => {
    const code = ['a();', EAGER_COMPILE_HINT].join('\n');
    expect(hintToFirstLine(code, 'AAAA;CAAC')).toBeUndefined();
    expect(hintToFirstLine('a();', 'AAAA')).toBeUndefined();
  });

  it("fixes the DataTable's chunk and its map file after Vite's generateBundle", () => {
    const code = ['const __vite__mapDeps=(i)=>i;', EAGER_COMPILE_HINT, 'a();'].join('\n');
    const output = {
      ...tableChunk,
      type: 'chunk',
      fileName: 'assets/DataTable-x.js',
      code,
      map: null,
    };
    const mapFile = {
      type: 'asset',
      fileName: 'assets/DataTable-x.js.map',
      source: JSON.stringify({ version: 3, mappings: ';;AAAA' }),
    };
    const other = { ...otherChunk, type: 'chunk', fileName: 'assets/Toaster.js', code };
    const bundle = {
      [output.fileName]: output,
      [mapFile.fileName]: mapFile,
      [other.fileName]: other,
    };
    const hook = compileHints().generateBundle as unknown as {
      order: string;
      handler: (options: unknown, bundle: unknown) => void;
    };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    expect(output.code.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';;AAAA' });
    expect(other.code).toBe(code);
  });

  it('applies to builds only', () => {
    expect(compileHints().apply).toBe('build');
  });
});
