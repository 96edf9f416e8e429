// Uploads in an S3-compatible store (UPLOADS_S3_*): against a fake store on 127.0.0.1 that checks
// every request's signature, then through the API as a merchant and a storefront see it.
import { API_BASE, XSRF_COOKIE, XSRF_HEADER, type UploadResponse } from '@shop/admin-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed';
import { drawPng } from '../db/seed-images';
import { logSafeError } from '../http/log-safe-error';
import { createTestContext, type TestContext } from '../test/context';
import { checkAgainstContract } from '../test/contract-check';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { signIn, type Session } from '../test/session';
import { s3UploadStore } from './s3-store';
import { sha256Hex } from './sha256';
import { newStorageKey } from './storage';
import type { NewStoredFile } from './store';
import { StorageKeyTakenError, UploadStoreError } from './store-errors';

let fake: FakeS3;
let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  fake = await startFakeS3();
  ctx = await createTestContext({ config: { uploadsS3: fake.config() } });
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterEach(() => {
  fake.failWith(null);
  // Every request the API made was one the store could verify.
  expect(fake.refusals).toEqual([]);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const png = (colour: string) => new Uint8Array(drawPng(['#ffffff', '#eeeeee', colour], 'ring'));
let keys = 0;
const newFile = (bytes: Uint8Array): NewStoredFile => ({
  // A month of its own per file, so no two tests share a key.
  key: newStorageKey(1_700_000_000 + 40 * 86_400 * keys++, 'png'),
  contentType: 'image/png',
  bytes,
  createdAt: 1_700_000_000,
});
/** The S3 store ignores the transaction: it writes during it, not in it. */
const noTx = undefined as never;

describe('s3UploadStore', () => {
  it('puts, heads and gets an object, every request signed with the configured key', async () => {
    const store = s3UploadStore(fake.config());
    const bytes = png('#aa3311');
    const file = newFile(bytes);
    const seenBefore = fake.seen.length;

    await store.put(noTx, file);
    const stored = fake.objects.get(file.key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.meta).toEqual({ sha256: sha256Hex(bytes) });
    expect(new Uint8Array(stored!.bytes)).toEqual(bytes);

    const info = { contentType: 'image/png', size: bytes.length, sha256: sha256Hex(bytes) };
    expect(await store.head(file.key)).toEqual(info);
    expect(await store.get(file.key)).toEqual({ ...info, bytes });
    expect(await store.head('2025/01/missing.png')).toBeNull();
    expect(await store.get('2025/01/missing.png')).toBeNull();

    const requests = fake.seen.slice(seenBefore);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /${fake.bucket}/${file.key}`,
      `HEAD /${fake.bucket}/${file.key}`,
      `GET /${fake.bucket}/${file.key}`,
      `HEAD /${fake.bucket}/2025/01/missing.png`,
      `GET /${fake.bucket}/2025/01/missing.png`,
    ]);
    for (const { headers } of requests) {
      expect(headers.authorization).toMatch(
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${fake.accessKeyId}/\\d{8}/${fake.region}/s3/aws4_request, ` +
            'SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$',
        ),
      );
      expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    }
    // The PUT signs the hash of its bytes: the store refuses bytes changed on the way.
    expect(requests[0]!.headers['x-amz-content-sha256']).toBe(sha256Hex(bytes));
    expect(requests[0]!.headers['if-none-match']).toBe('*');
  });

  it('refuses a taken key and keeps the first file', async () => {
    const store = s3UploadStore(fake.config());
    const first = newFile(png('#1133aa'));
    await store.put(noTx, first);
    await expect(store.put(noTx, { ...first, bytes: png('#33aa11') })).rejects.toBeInstanceOf(
      StorageKeyTakenError,
    );
    expect((await store.get(first.key))?.bytes).toEqual(first.bytes);
  });

  it('addresses the bucket by path or by host name, as configured', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = async (input) => {
      const request = input as Request;
      urls.push(`${request.method} ${request.url}`);
      return new Response(null, { status: 404 });
    };
    const aws = {
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'shop-media',
      region: 'eu-central-1',
    };
    await s3UploadStore(fake.config(aws), recording).head('2025/03/abc.webp');
    await s3UploadStore(fake.config({ ...aws, addressing: 'virtual-hosted' }), recording).head(
      '2025/03/abc.webp',
    );
    expect(urls).toEqual([
      'HEAD https://s3.eu-central-1.amazonaws.com/shop-media/2025/03/abc.webp',
      'HEAD https://shop-media.s3.eu-central-1.amazonaws.com/2025/03/abc.webp',
    ]);
  });

  it.each([
    ['down', 'reset', 503, /could not be reached/],
    ['not answering', 'hang', 503, /did not answer within 300 ms/],
    ['unavailable', { status: 503, code: 'SlowDown' }, 503, /answered 503 SlowDown/],
    ['refusing the key', { status: 403, code: 'AccessDenied' }, 502, /answered 403 AccessDenied/],
  ] as const)('fails with a clear error when the store is %s', async (_, failure, status, why) => {
    const store = s3UploadStore(fake.config({ timeoutMs: 300 }));
    fake.failWith(failure);
    const started = Date.now();
    for (const attempt of [
      () => store.put(noTx, newFile(png('#777777'))),
      // HEAD answers carry no error document: the status alone is told.
      () => store.get('2025/01/any.png'),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UploadStoreError);
      expect((error as UploadStoreError).status).toBe(status);
      expect((error as UploadStoreError).message).toMatch(why);
      expect(JSON.stringify(logSafeError(error))).not.toContain(fake.secretAccessKey);
    }
    // Bounded by the time limit, never held longer.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is refused by the store when signed with another secret', async () => {
    const store = s3UploadStore(fake.config({ secretAccessKey: 'not-the-secret' }));
    const error = await store.head('2025/01/any.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadStoreError);
    expect((error as UploadStoreError).status).toBe(502);
    expect(fake.refusals).toEqual([`HEAD /${fake.bucket}/2025/01/any.png: SignatureDoesNotMatch`]);
    fake.refusals.length = 0;
  });
});

describe('uploads through the API with an S3-compatible store', () => {
  async function upload(bytes: Uint8Array): Promise<Response> {
    const body = new FormData();
    body.append('descr', 'in the object store');
    body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.png'));
    const url = `${API_BASE}/uploads`;
    const res = await ctx.app.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
        [XSRF_HEADER]: owner.xsrf,
      },
      body,
    });
    await checkAgainstContract('POST', url, res);
    return res;
  }

  const count = async (sql: string, params: unknown[] = []) =>
    (await ctx.db.query<{ n: number }>(sql, params))[0]!.n;

  it('stores the bytes in the object store, not in the database, and serves them as before', async () => {
    const bytes = png('#aa3311');
    const res = await upload(bytes);
    expect(res.status).toBe(201);
    const { id, src } = (await res.json()) as UploadResponse;
    const key = src.replace('/uploads/', '');

    expect(new Uint8Array(fake.objects.get(key)!.bytes)).toEqual(bytes);
    expect(
      await count('SELECT count(*)::int AS n FROM upload_blobs WHERE storage_key = $1', [key]),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM uploads WHERE id = $1', [id])).toBe(1);

    const etag = `"${sha256Hex(bytes)}"`;
    const served = await ctx.app.request(src);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const again = await ctx.app.request(src, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const head = await ctx.app.request(src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
    expect((await ctx.app.request('/uploads/2025/01/missing.png')).status).toBe(404);
  });

  it('still serves the files the database holds (the demo seed, uploads from before)', async () => {
    const [row] = await ctx.db.query<{ storage_key: string; bytes: Uint8Array }>(
      'SELECT storage_key, bytes FROM upload_blobs ORDER BY storage_key LIMIT 1',
    );
    const served = await ctx.app.request(`/uploads/${row!.storage_key}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(row!.bytes));
    // Even while the object store is down.
    fake.failWith('reset');
    expect((await ctx.app.request(`/uploads/${row!.storage_key}`)).status).toBe(200);
  });

  it.each([
    [503, 'down', 'reset'],
    [503, 'not answering', 'hang'],
    [502, 'refusing the key', { status: 403, code: 'AccessDenied' }],
  ] as const)(
    'answers %i with a message when the store is %s, writing no row',
    async (status, _, failure) => {
      const stored = (await upload(png('#556677')).then((r) => r.json())) as UploadResponse;
      const rows = await count('SELECT count(*)::int AS n FROM uploads');
      const objects = fake.objects.size;
      const logged = ctx.logged.length;
      fake.failWith(failure);

      const res = await upload(png('#998877'));
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({
        message:
          status === 503
            ? 'Uploaded files are unavailable right now: the file store is not answering. Try again in a moment.'
            : 'Uploaded files are unavailable: the file store refused the request.',
        errors: [],
      });
      expect(res.headers.get('retry-after')).toBe(status === 503 ? '5' : null);
      expect(await count('SELECT count(*)::int AS n FROM uploads')).toBe(rows);
      expect(fake.objects.size).toBe(objects);

      // A file in the store cannot be served meanwhile: said so, never cached, not a 404.
      const served = await ctx.app.request(stored.src);
      expect(served.status).toBe(status);
      expect(served.headers.get('cache-control')).toBe('no-store');
      expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');

      // Logged for whoever runs the store, without the secret or a signature.
      const lines = ctx.logged.slice(logged).map((e) => JSON.stringify(logSafeError(e)));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toContain('UploadStoreError');
        expect(line).not.toContain(fake.secretAccessKey);
        expect(line).not.toContain('Signature=');
      }

      fake.failWith(null);
      expect((await ctx.app.request(stored.src)).status).toBe(200);
    },
  );
});
