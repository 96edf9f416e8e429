import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles, shouldPrecompress } from './precompress';

let dir: string;
const script = Array.from({ length: 400 }, (_, i) => `export const item${i} = ${i * 7};`).join(';');
const tiny = 'x';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await writeFile(path.join(dir, 'entry.js'), script);
  await writeFile(path.join(dir, 'tiny.css'), tiny);
  // Twins left by an older build of a file that no longer compresses.
  await writeFile(path.join(dir, 'tiny.css.gz'), 'stale');
  await writeFile(path.join(dir, 'tiny.css.br'), 'stale');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes a .gz that beats gzip -9 and a .br smaller still, both of the file', async () => {
    const [result] = await precompressFiles([path.join(dir, 'entry.js')]);
    const gz = await readFile(path.join(dir, 'entry.js.gz'));
    const br = await readFile(path.join(dir, 'entry.js.br'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(result).toEqual({
      file: path.join(dir, 'entry.js'),
      raw: script.length,
      gz: gz.length,
      br: br.length,
    });
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves no .gz or .br for a file they would make larger', async () => {
    const [result] = await precompressFiles([path.join(dir, 'tiny.css')]);
    expect(result).toMatchObject({ gz: null, br: null });
    expect(existsSync(path.join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
  });
});

describe('shouldPrecompress', () => {
  it('takes scripts, styles and translations, not index.html, source maps or the manifest', () => {
    expect(shouldPrecompress('assets/index-Abc.js')).toBe(true);
    expect(shouldPrecompress('assets/index-Abc.css')).toBe(true);
    expect(shouldPrecompress('locales/en/general.json')).toBe(true);
    expect(shouldPrecompress('favicon.svg')).toBe(true);
    expect(shouldPrecompress('index.html')).toBe(false);
    expect(shouldPrecompress('assets/index-Abc.js.map')).toBe(false);
    expect(shouldPrecompress('.vite/manifest.json')).toBe(false);
    expect(shouldPrecompress('assets/photo.png')).toBe(false);
  });
});
