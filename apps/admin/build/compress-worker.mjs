// One thread of build/precompress.ts: gzips the files it is sent with zopfli (WebAssembly, one call
// blocks its thread, hence workers) and writes `<file>.gz` beside each when that is smaller.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import zopfli from '@gfx/zopfli';

parentPort.on('message', async ({ file, options }) => {
  try {
    const raw = await readFile(file);
    const gz = await zopfli.gzipAsync(raw, options);
    // A tiny file can come out larger: then the server sends it as it is, and no stale .gz stays.
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    else await rm(`${file}.gz`, { force: true });
    parentPort.postMessage({
      file,
      raw: raw.length,
      gz: gz.length < raw.length ? gz.length : null,
    });
  } catch (error) {
    parentPort.postMessage({ file, error: String(error?.stack ?? error) });
  }
});
