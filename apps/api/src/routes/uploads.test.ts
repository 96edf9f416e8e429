import { createHash } from 'node:crypto';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER, type UploadResponse } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF } from '../db/seed';
import { drawPng } from '../db/seed-images';
import { createTestContext, type TestContext } from '../test/context';
import { signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** Staff holding `order` only: no `product`, so no uploads. */
let noProduct: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  await ctx.db.query(
    `UPDATE account_shops SET permission = '{order}' WHERE account_id = 'acct_staff'`,
  );
  noProduct = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(async () => {
  await ctx.close();
});

// Real headers of each type, as an encoder writes them (the server reads the bytes, not the name).
const PNG = new Uint8Array(drawPng(['#ffffff', '#eeeeee', '#336699'], 'circle'));
const JPEG = Uint8Array.from([
  ...[0xff, 0xd8], // start of image
  // APP0 (JFIF), 16 bytes
  ...[0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
  // SOF0: 8 bits, 32 high, 64 wide, 3 components
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03],
  ...[0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
  ...[0xff, 0xd9],
]);
function webp(): Uint8Array {
  const bytes = new Uint8Array(30);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  view.setUint32(4, 22, true);
  bytes.set(new TextEncoder().encode('WEBPVP8L'), 8);
  view.setUint32(16, 10, true);
  bytes[20] = 0x2f;
  view.setUint32(21, 99 | (49 << 14), true); // 100 x 50
  return bytes;
}
function avif(): Uint8Array {
  const text = (s: string) => [...new TextEncoder().encode(s)];
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  return Uint8Array.from([
    ...u32(28),
    ...text('ftypavif'),
    ...u32(0),
    ...text('avifmif1miaf'),
    ...u32(20),
    ...text('ispe'),
    ...u32(0),
    ...u32(640),
    ...u32(480),
  ]);
}
const svg = (inner = '') =>
  new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12">${inner}<rect width="24" height="12"/></svg>\n`,
  );

/** A PNG header followed by padding: a file of exactly `size` bytes that sniffs as PNG. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 64));
  return bytes;
}

interface Answer<T = UploadResponse> {
  status: number;
  body: T;
}
interface Refusal {
  message: string;
  errors: { field: string; title: string }[];
}

async function upload<T = UploadResponse>(
  fields: Record<string, string | File | File[]>,
  options: { session?: Session; xsrf?: boolean; bearer?: string } = {},
): Promise<Answer<T>> {
  const session = options.session ?? owner;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(name, item);
  }
  const headers: Record<string, string> = {};
  const bearer = options.bearer ?? session.accessToken;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (options.xsrf !== false) {
    headers.cookie = `${XSRF_COOKIE}=${session.xsrf}`;
    headers[XSRF_HEADER] = session.xsrf;
  }
  const res = await ctx.app.request(`${API_BASE}/uploads`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as T };
}

const file = (bytes: Uint8Array, name: string, type = '') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** The keys of the files in the upload store (the database's, by default). */
async function storedFiles(): Promise<string[]> {
  const rows = await ctx.db.query<{ storage_key: string }>(
    'SELECT storage_key FROM upload_blobs ORDER BY storage_key',
  );
  return rows.map((r) => r.storage_key);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function uploadRows(): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
  return row!.n;
}

/** What a refused request may not leave behind: files and rows. */
async function expectNothingWritten(run: () => Promise<unknown>): Promise<void> {
  const files = await storedFiles();
  const rows = await uploadRows();
  await run();
  expect(await storedFiles()).toEqual(files);
  expect(await uploadRows()).toBe(rows);
}

describe('POST /uploads', () => {
  it.each([
    ['png', PNG, 'image/png', 320, 320],
    ['jpeg', JPEG, 'image/jpeg', 64, 32],
    ['webp', webp(), 'image/webp', 100, 50],
    ['avif', avif(), 'image/avif', 640, 480],
    ['svg', svg(), 'image/svg+xml', 24, 12],
  ] as const)('stores a %s by its bytes, whatever its name', async (ext, bytes, mime, w, h) => {
    const res = await upload({ descr: ' A picture ', file: file(bytes, 'upload.bin') });
    expect(res.status).toBe(201);
    const storedExt = ext === 'jpeg' ? 'jpg' : ext;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^upl_[a-z0-9]{14}$/),
      src: expect.stringMatching(
        new RegExp(`^/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.${storedExt}$`),
      ),
    });
    const [row] = await ctx.db.query(
      'SELECT shop_id, mime, size_bytes, descr, original_name, width, height FROM uploads WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({
      shop_id: DEMO_SHOP_ID,
      mime,
      size_bytes: bytes.length,
      descr: 'A picture',
      original_name: 'upload.bin',
      width: w,
      height: h,
    });
    const key = res.body.src.replace('/uploads/', '');
    const [blob] = await ctx.db.query<{ content_type: string; size_bytes: number; sha256: string }>(
      'SELECT content_type, size_bytes, sha256 FROM upload_blobs WHERE storage_key = $1',
      [key],
    );
    expect(blob).toEqual({ content_type: mime, size_bytes: bytes.length, sha256: sha256(bytes) });

    const served = await ctx.app.request(res.body.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses text named .png, and other look-alikes, writing nothing', async () => {
    const fakes = [
      file(new TextEncoder().encode('just some text, not an image'), 'photo.png', 'image/png'),
      file(new TextEncoder().encode('<html><body><svg></svg></body></html>'), 'x.svg'),
      file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'), 'cut.svg'),
      file(
        new TextEncoder().encode(
          '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
        ),
        'entities.svg',
      ),
      file(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), 'short.png'),
    ];
    for (const fake of fakes) {
      await expectNothingWritten(async () => {
        const res = await upload<Refusal>({ descr: '', file: fake });
        expect(res.status, fake.name).toBe(422);
        expect(res.body).toEqual({
          message: 'Validation failed',
          errors: [
            { field: 'file', title: 'The file must be a png, jpeg, webp, avif or svg image.' },
          ],
        });
      });
    }
  });

  it('refuses a 2.5 MB image with the message of §8; 2,000,000 bytes is still fine', async () => {
    await expectNothingWritten(async () => {
      const res = await upload<Refusal>({ descr: '', file: file(pngOfSize(2_500_000), 'big.png') });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'file', title: 'Max size must be 2 MB.' }]);
    });
    const over = await upload<Refusal>({ file: file(pngOfSize(2_000_001), 'edge.png') });
    expect(over.status).toBe(422);
    const limit = await upload({ file: file(pngOfSize(2_000_000), 'edge.png') });
    expect(limit.status).toBe(201);
  });

  it('accepts 4 MB as a theme image and refuses more than 5 MB', async () => {
    const theme = await upload({ kind: 'theme', file: file(pngOfSize(4_000_000), 'hero.png') });
    expect(theme.status).toBe(201);
    await expectNothingWritten(async () => {
      const over = await upload<Refusal>({
        kind: 'theme',
        file: file(pngOfSize(5_000_001), 'hero.png'),
      });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual([{ field: 'file', title: 'Max size must be 5 MB.' }]);
      // Beyond what the route reads at all: refused before the body is read.
      const huge = await upload<Refusal>({
        kind: 'theme',
        file: file(pngOfSize(5_500_000), 'hero.png'),
      });
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({
        message: 'Max size must be 5 MB.',
        errors: [{ field: 'file', title: 'Max size must be 5 MB.' }],
      });
    });
  });

  it('answers 422 on a missing, empty or second file and on bad fields', async () => {
    await expectNothingWritten(async () => {
      for (const [fields, field, title] of [
        [{ descr: 'x' }, 'file', 'Choose a file to upload.'],
        [{ file: 'not a file' }, 'file', 'Choose a file to upload.'],
        [{ file: file(new Uint8Array(0), 'empty.png') }, 'file', 'The file is empty.'],
        [{ file: [file(PNG, 'a.png'), file(PNG, 'b.png')] }, 'file', 'Upload one file at a time.'],
        [{ kind: 'poster', file: file(PNG, 'a.png') }, 'kind', expect.any(String)],
        [{ descr: 'd'.repeat(501), file: file(PNG, 'a.png') }, 'descr', expect.any(String)],
      ] as const) {
        const res = await upload<Refusal>(fields as Record<string, string | File | File[]>);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ field, title }]);
      }
    });
  });

  it('answers 400 to a body that is not multipart', async () => {
    const res = await ctx.app.request(`${API_BASE}/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
        [XSRF_HEADER]: owner.xsrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Send the upload as multipart/form-data',
      errors: [],
    });
  });

  it('answers 401 without a token, 403 without the product policy or XSRF, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const fields = { descr: '', file: file(PNG, 'a.png') };
      for (const bearer of ['', 'garbage']) {
        const res = await upload<Refusal>(fields, {
          session: { ...owner, accessToken: '' },
          bearer,
        });
        expect(res.status).toBe(401);
      }
      const policy = await upload<Refusal>(fields, { session: noProduct });
      expect(policy.status).toBe(403);
      expect(policy.body.message).toContain('product');
      const xsrf = await upload<Refusal>(fields, { xsrf: false });
      expect(xsrf.status).toBe(403);
      expect(xsrf.body.message).toBe('Invalid XSRF token');
    });
  });
});

describe('GET /uploads/*', () => {
  it('serves an SVG with a script inert: sandboxed, typed, never sniffed', async () => {
    const bytes = svg('<script>alert(document.cookie)</script>');
    const res = await upload({ file: file(bytes, 'evil.svg', 'text/html') });
    expect(res.status).toBe(201);
    // Public: the storefront shows uploads to everyone, no token.
    const served = await ctx.app.request(res.body.src);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(bytes.length),
    });
    const head = await ctx.app.request(res.body.src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers a conditional GET with 304 by the ETag, and HEAD without the bytes', async () => {
    const res = await upload({ file: file(PNG, 'a.png') });
    const served = await ctx.app.request(res.body.src);
    const etag = `"${sha256(PNG)}"`;
    expect(served.headers.get('etag')).toBe(etag);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await ctx.app.request(res.body.src, {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await again.text()).toBe('');
    }
    const changed = await ctx.app.request(res.body.src, { headers: { 'if-none-match': '"x"' } });
    expect(changed.status).toBe(200);
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(PNG);

    const head = await ctx.app.request(res.body.src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toMatchObject({
      etag,
      'content-type': 'image/png',
      'content-length': String(PNG.length),
    });
    expect(await head.text()).toBe('');
  });

  it('serves no path outside the uploads, and no file the database does not know', async () => {
    for (const url of [
      '/uploads/../../etc/passwd',
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/2025/01/..%2f..%2f..%2fpackage.json',
      '/uploads/2025/01/stray.png',
      '/uploads/2025/01/missing.png',
      '/uploads/',
      '/uploads/%E0%A4%A',
    ]) {
      const res = await ctx.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('root:');
    }
  });
});

describe('the JSON body limit', () => {
  it('still refuses a JSON body over 1 MB elsewhere in the API', async () => {
    const res = await ctx.app.request(`${API_BASE}/collections`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
        [XSRF_HEADER]: owner.xsrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'x'.repeat(1_100_000), collection_type: 'manual' }),
    });
    expect(res.status).toBe(413);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
