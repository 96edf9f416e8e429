// One thread of build/precompress.ts: compresses the files it is sent, with zopfli (gzip; WebAssembly,
// one call blocks its thread, hence workers) and with brotli at its best quality, and writes
// `<file>.gz` and `<file>.br` beside each when they are smaller.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { constants, brotliCompress } from 'node:zlib';
import { promisify } from 'node:util';
import { parentPort } from 'node:worker_threads';
import zopfli from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/** Writes `compressed` to `file` when it is smaller than `raw`; else removes a stale one. */
async function keepIfSmaller(file, raw, compressed) {
  // A tiny file can come out larger: then the server sends it as it is, and nothing stale stays.
  if (compressed.length < raw.length) {
    await writeFile(file, compressed);
    return compressed.length;
  }
  await rm(file, { force: true });
  return null;
}

parentPort.on('message', async ({ file, options }) => {
  try {
    const raw = await readFile(file);
    const [gz, br] = await Promise.all([
      zopfli.gzipAsync(raw, options.zopfli),
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    parentPort.postMessage({
      file,
      raw: raw.length,
      gz: await keepIfSmaller(`${file}.gz`, raw, gz),
      br: await keepIfSmaller(`${file}.br`, raw, br),
    });
  } catch (error) {
    parentPort.postMessage({ file, error: String(error?.stack ?? error) });
  }
});
