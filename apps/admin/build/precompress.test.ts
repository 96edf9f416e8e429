import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles, shouldPrecompress } from './precompress';

let dir: string;
const script = Array.from({ length: 400 }, (_, i) => `export const item${i} = ${i * 7};`).join(';');
const tiny = 'x';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await writeFile(path.join(dir, 'entry.js'), script);
  await writeFile(path.join(dir, 'tiny.css'), tiny);
  // A .gz left by an older build of a file that no longer compresses.
  await writeFile(path.join(dir, 'tiny.css.gz'), 'stale');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes a .gz that gunzips to the file and beats gzip -9', async () => {
    const [result] = await precompressFiles([path.join(dir, 'entry.js')]);
    const gz = await readFile(path.join(dir, 'entry.js.gz'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(result).toEqual({ file: path.join(dir, 'entry.js'), raw: script.length, gz: gz.length });
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it('leaves no .gz for a file gzip would make larger', async () => {
    const [result] = await precompressFiles([path.join(dir, 'tiny.css')]);
    expect(result!.gz).toBeNull();
    expect(existsSync(path.join(dir, 'tiny.css.gz'))).toBe(false);
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
