import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { importLegacyUploads } from './import-legacy';

let ctx: TestContext;
let folder: string;
beforeAll(async () => {
  ctx = await createTestContext();
  folder = await mkdtemp(path.join(tmpdir(), 'shop-legacy-uploads-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

describe('importLegacyUploads', () => {
  it('copies the files of a database from before 010 into the store, once', async () => {
    // A database from before the bytes moved: two uploads rows whose bytes are only on disk (one
    // file lost), the rest already in the store.
    const old = await ctx.db.query<{ storage_key: string; bytes: Uint8Array }>(
      'SELECT storage_key, bytes FROM upload_blobs ORDER BY storage_key LIMIT 2',
    );
    await ctx.db.query('DELETE FROM upload_blobs WHERE storage_key = ANY($1)', [
      old.map((r) => r.storage_key),
    ]);
    const [kept, lost] = [old[0]!, old[1]!];
    await mkdir(path.dirname(path.join(folder, kept.storage_key)), { recursive: true });
    await writeFile(path.join(folder, kept.storage_key), kept.bytes);
    for (const key of [kept.storage_key, lost.storage_key]) {
      expect((await ctx.app.request(`/uploads/${key}`)).status).toBe(404);
    }

    expect(await importLegacyUploads(ctx.db, folder)).toEqual({ imported: 1, missing: 1 });
    const served = await ctx.app.request(`/uploads/${kept.storage_key}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(kept.bytes));
    expect((await ctx.app.request(`/uploads/${lost.storage_key}`)).status).toBe(404);

    // Nothing more to copy on the next start; no folder at all is no work.
    expect(await importLegacyUploads(ctx.db, folder)).toEqual({ imported: 0, missing: 1 });
    expect(await importLegacyUploads(ctx.db, path.join(folder, 'absent'))).toEqual({
      imported: 0,
      missing: 0,
    });
  });
});
