import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distFiles } from './dist-files';

let dist: string;
const text = (bytes: Uint8Array | null | undefined) =>
  bytes ? Buffer.from(bytes).toString('utf8') : bytes;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-files-'));
  await mkdir(path.join(dist, 'assets'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('distFiles', () => {
  it('reads a hashed file with its .gz, .br and map once, and serves those bytes from then on', async () => {
    await writeFile(path.join(dist, 'assets/a-1.js'), 'one');
    await writeFile(path.join(dist, 'assets/a-1.js.gz'), 'one, zipped');
    await writeFile(path.join(dist, 'assets/a-1.js.br'), 'one, brotli');
    await writeFile(path.join(dist, 'assets/a-1.js.map'), '{}');
    const read = distFiles(dist, (name) => name.endsWith('.js'));
    const first = await read('assets/a-1.js');
    expect(text(first?.body)).toBe('one');
    expect(text(first?.gzip)).toBe('one, zipped');
    expect(text(first?.brotli)).toBe('one, brotli');
    expect(first?.sourceMap).toBe(true);
    // A hashed name never gets other bytes; here it did, behind the server's back: not read again.
    await writeFile(path.join(dist, 'assets/a-1.js'), 'changed');
    expect(await read('assets/a-1.js')).toBe(first);
  });

  it('reads another file again once its size or time of change moved (a deploy)', async () => {
    const index = path.join(dist, 'index.html');
    await writeFile(index, '<p>old</p>');
    await utimes(index, 1_000, 1_000);
    const read = distFiles(dist, () => false);
    const first = await read('index.html');
    expect(text(first?.body)).toBe('<p>old</p>');
    expect(first?.gzip).toBeNull();
    expect(first?.brotli).toBeNull();
    expect(first?.sourceMap).toBe(false);
    expect(await read('index.html')).toBe(first);

    await writeFile(index, '<p>new</p>');
    await utimes(index, 2_000, 2_000);
    expect(text((await read('index.html'))?.body)).toBe('<p>new</p>');
  });

  it('remembers nothing missing: a file written later is found', async () => {
    const read = distFiles(dist, () => false);
    expect(await read('assets/late-2.js')).toBeNull();
    expect(await read('locales/en/general.json')).toBeNull();
    expect(await read('assets')).toBeNull();
    await writeFile(path.join(dist, 'assets/late-2.js'), 'here now');
    await mkdir(path.join(dist, 'locales/en'), { recursive: true });
    await writeFile(path.join(dist, 'locales/en/general.json'), '{}');
    expect(text((await read('assets/late-2.js'))?.body)).toBe('here now');
    expect(text((await read('locales/en/general.json'))?.body)).toBe('{}');
  });
});
