import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file of the admin build, as the server sends it. */
export interface DistFile {
  body: Uint8Array;
  /** The build's zopfli `.gz` beside it (apps/admin/build/precompress.ts), when there is one. */
  gzip: Uint8Array | null;
  /** The build's brotli `.br` beside it, likewise. */
  brotli: Uint8Array | null;
  /** Whether the build wrote a source map beside it (`<name>.map`). */
  sourceMap: boolean;
}

/** Vite names everything under assets/ by its content's hash: the bytes under a name never change. */
const isHashed = (relative: string) => relative.startsWith('assets/');

async function readIfFile(file: string): Promise<Uint8Array | null> {
  try {
    return await readFile(file);
  } catch {
    return null; // missing, or a folder
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function load(file: string, mapped: boolean): Promise<DistFile | null> {
  const [body, gzip, brotli, sourceMap] = await Promise.all([
    readIfFile(file),
    readIfFile(`${file}.gz`),
    readIfFile(`${file}.br`),
    mapped ? isFile(`${file}.map`) : false,
  ]);
  return body ? { body, gzip, brotli, sourceMap } : null;
}

/**
 * The files of the admin build, each read once rather than on every request. A cold load of a page
 * fetches some sixty scripts; read from disk each time (the file, its .gz, whether a map is beside
 * it: five file system calls, before the .br), one took about 1.6 ms of the server's thread, and Lighthouse's
 * simulation adds the server time it observes to every request of the origin.
 *
 * - A hashed file (assets/) is kept, with its twins, for the life of the process once read: a new build writes new
 *   names, never new bytes under an old one.
 * - Any other file (index.html, the translations, the preload map) may change with a deploy that
 *   rewrites dist while the server runs: it is kept with the size and time of change it was read
 *   at, and read again when one call to `stat` says either has moved.
 *
 * Nothing missing is remembered: a file asked for while a build is writing it is found once it is
 * there.
 */
export function distFiles(dist: string, mayHaveSourceMap: (relative: string) => boolean) {
  const kept = new Map<string, { version: string; file: Promise<DistFile | null> }>();

  return async function read(relative: string): Promise<DistFile | null> {
    const file = path.join(dist, relative);
    let version = 'hashed';
    if (!isHashed(relative)) {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        kept.delete(relative);
        return null;
      }
      version = `${info.size}:${info.mtimeMs}`;
    }
    const known = kept.get(relative);
    if (known?.version === version) return known.file;
    const loading = load(file, mayHaveSourceMap(relative));
    kept.set(relative, { version, file: loading });
    const loaded = await loading;
    if (!loaded && kept.get(relative)?.file === loading) kept.delete(relative);
    return loaded;
  };
}
