// A 413 leaves the client's connection usable: the next request on the same keep-alive agent works.
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { API_BASE, paths, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed';
import { UPLOAD_BODY_MAX_BYTES } from '../routes/uploads';
import { createTestContext, type TestContext } from '../test/context';
import { signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
let server: ServerType;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  server = serve({ fetch: ctx.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through `agent`, which keeps its sockets for the next request when the server lets it. */
function send(
  agent: Agent,
  method: string,
  path: string,
  body: Buffer | undefined,
  contentType: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: `${API_BASE}/${path}`,
        headers: {
          authorization: `Bearer ${owner.accessToken}`,
          cookie: `${XSRF_COOKIE}=${owner.xsrf}`,
          [XSRF_HEADER]: owner.xsrf,
          ...(body ? { 'content-type': contentType, 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // The server may answer before the whole body is sent; a write after it closed is not our test.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    req.end(body);
  });
}

describe('a body over the limit', () => {
  it.each([
    {
      limit: 'the JSON limit',
      path: paths.customers + '/any',
      method: 'PUT',
      contentType: 'application/json',
      bytes: 1024 * 1024 + 1,
    },
    {
      limit: 'the uploads limit',
      path: paths.uploads,
      method: 'POST',
      contentType: 'multipart/form-data; boundary=x',
      bytes: UPLOAD_BODY_MAX_BYTES + 1,
    },
  ])('$limit: 413, and the next request on the same keep-alive agent succeeds', async (c) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, c.method, c.path, Buffer.alloc(c.bytes, 'a'), c.contentType);
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      expect(JSON.parse(first.body)).toMatchObject({ message: expect.any(String) });

      const second = await send(agent, 'GET', paths.account, undefined, '');
      expect(second.status).toBe(200);
      expect(JSON.parse(second.body)).toMatchObject({ email: DEMO_OWNER.email });
    } finally {
      agent.destroy();
    }
  });

  it('a body within the limit keeps the connection alive', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, 'GET', paths.account, undefined, '');
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
