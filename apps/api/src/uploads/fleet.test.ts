// The API as a fleet: two server processes (src/main.ts, as `pnpm start` runs it) on one PostgreSQL
// database. An image uploaded through either is served by the other: the bytes live in the database,
// or in the S3-compatible store both are configured with, not on one machine's disk. Only on
// PostgreSQL (TEST_DATABASE_URL): PGlite is one process's database.
import { API_BASE, XSRF_COOKIE, XSRF_HEADER, type UploadResponse } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../scripts/test-server.mjs';
import { DEMO_OWNER } from '../db/seed';
import { drawPng } from '../db/seed-images';
import { createTestDb, type TestDb } from '../test/db';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { remoteContext } from '../test/remote';
import { signIn, type Session } from '../test/session';

type Server = TestServer;

describe.runIf(process.env.TEST_DATABASE_URL).each(['database', 'S3-compatible'] as const)(
  'uploads across API processes, %s store',
  (store) => {
    let database: TestDb;
    let servers: Server[] = [];
    let owner: Session;
    /** The object store both processes use (UPLOADS_S3_*), in the S3 case. */
    let s3: FakeS3 | undefined;

    beforeAll(async () => {
      database = await createTestDb(true);
      if (store === 'S3-compatible') s3 = await startFakeS3();
      const env = s3?.env() ?? {};
      servers = await Promise.all([
        startServer({ databaseUrl: database.url, env }),
        startServer({ databaseUrl: database.url, env }),
      ]);
      owner = await signIn(remoteContext(servers[0]!), DEMO_OWNER.email, DEMO_OWNER.password);
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database?.cleanup();
      await s3?.close();
    });

    /** Where the bytes of a stored file are: the database's upload_blobs, or the object store. */
    async function storedIn(key: string): Promise<string[]> {
      const [blob] = await database.db.query('SELECT 1 FROM upload_blobs WHERE storage_key = $1', [
        key,
      ]);
      return [...(blob ? ['database'] : []), ...(s3?.objects.has(key) ? ['S3-compatible'] : [])];
    }

    async function uploadThrough(server: Server, bytes: Uint8Array): Promise<UploadResponse> {
      const body = new FormData();
      body.append('descr', 'fleet');
      body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'fleet.png'));
      const res = await fetch(`${server.baseUrl}${API_BASE}/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.accessToken}`,
          cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
          [XSRF_HEADER]: owner.xsrf,
        },
        body,
      });
      expect(res.status).toBe(201);
      return (await res.json()) as UploadResponse;
    }

    it('serves an image uploaded through one process from the other, both ways', async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      expect(a.pid).not.toBe(b.pid);
      for (const [from, to, colour] of [
        [a, b, '#aa3311'],
        [b, a, '#1133aa'],
      ] as const) {
        const png = new Uint8Array(drawPng(['#ffffff', '#eeeeee', colour], 'ring'));
        const { src } = await uploadThrough(from, png);
        expect(await storedIn(src.replace('/uploads/', ''))).toEqual([store]);
        const served = await fetch(`${to.baseUrl}${src}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
      }
    });

    it('serves the demo seed images from every process', async () => {
      const [row] = await database.db.query<{ storage_key: string; size_bytes: number }>(
        'SELECT storage_key, size_bytes FROM uploads ORDER BY storage_key LIMIT 1',
      );
      for (const server of servers) {
        const res = await fetch(`${server.baseUrl}/uploads/${row!.storage_key}`, {
          method: 'HEAD',
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-length')).toBe(String(row!.size_bytes));
      }
      // Every request to the object store was signed with its key.
      expect(s3?.refusals ?? []).toEqual([]);
    });
  },
);
