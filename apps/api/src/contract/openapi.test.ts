import { createHash } from 'node:crypto';
import { API_BASE, can, paths } from '@shop/admin-api';
import { contractPaths, ENDPOINTS, templateParams } from '@shop/admin-api/endpoints';
import type { OpenApiDocument } from '@shop/admin-api/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { call, callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
let staff: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, 'owner@example.com', 'owner-pass-123');
  staff = await signIn(ctx, 'staff@example.com', 'staff-pass-123');
});
afterAll(() => ctx.close());

/** `GET customers/{}`: a route with its parameter names left out, as the router sees it. */
const shapeOf = (method: string, path: string) =>
  `${method} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;

/** Every route the server answers under API_BASE (middleware is listed as ALL; it answers nothing). */
function serverRoutes(): string[] {
  const routes = ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_BASE}/`))
    .map((r) => shapeOf(r.method, r.path.slice(API_BASE.length + 1)));
  return [...new Set(routes)].sort();
}

describe('the contract and the server', () => {
  it('documents every route the server has, and no route it does not have', () => {
    const documented = ENDPOINTS.map((e) => shapeOf(e.method, e.path)).sort();
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(serverRoutes());
  });

  it('every documented route answers: with its own refusal or answer, never "No route"', async () => {
    for (const e of ENDPOINTS) {
      // Ids that do not exist: a route that is there says "not found", the router "No route".
      const path = templateParams(e.path).reduce(
        (p, name) => p.replace(`{${name}}`, 'nonexistent'),
        e.path,
      );
      const res = await call(ctx, e.method, path, {
        session: owner,
        body: e.body ? {} : undefined,
      });
      const answer = `${e.method} ${e.path}: ${res.status} ${await res.text()}`;
      expect.soft(answer).not.toMatch(/No route/);
    }
  });

  it('each policy it documents is the one the server enforces', async () => {
    const staffAccount = (
      await callJson<{ role: string; permission: string[] }>(ctx, 'GET', paths.account, {
        session: staff,
      })
    ).body;
    const lacking = ENDPOINTS.filter((e) => e.policy && !can(staffAccount, e.policy));
    const holding = ENDPOINTS.filter(
      (e) => e.auth === 'bearer' && (!e.policy || can(staffAccount, e.policy)),
    );
    expect(lacking.length).toBeGreaterThan(0);
    const fill = (p: string) =>
      templateParams(p).reduce((s, n) => s.replace(`{${n}}`, 'nonexistent'), p);
    for (const e of lacking) {
      // PUT shop with a real change (turning the tour on alone needs no policy: see its policyNote),
      // and a version, so that the policy is what refuses it.
      const body = e.body ? { name: 'Renamed by staff', updated_at: 0 } : undefined;
      const { status } = await callJson(ctx, e.method, fill(e.path), { session: staff, body });
      expect.soft(status, `${e.method} ${e.path} as staff`).toBe(403);
    }
    for (const e of holding) {
      const { status, body } = await callJson<{ message?: string }>(ctx, e.method, fill(e.path), {
        session: staff,
        body: e.body ? {} : undefined,
      });
      expect
        .soft(`${e.method} ${e.path} as staff: ${status} ${body?.message ?? ''}`)
        .not.toMatch(/permission/);
    }
  });
});

describe('GET openapi.json', () => {
  it('is public, cacheable OpenAPI 3.1 with every endpoint of the registry', async () => {
    const res = await ctx.app.request(`${API_BASE}/${contractPaths.openapi}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: API_BASE }]);
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
    // Every path parameter of every template is declared, with the template's own name.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(
        item as Record<string, { parameters: { in: string; name: string }[] }>,
      )) {
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared, path).toEqual(templateParams(path));
      }
    }
  });

  it('answers 304 to a client that holds the same version', async () => {
    const first = await ctx.app.request(`${API_BASE}/${contractPaths.openapi}`);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await ctx.app.request(`${API_BASE}/${contractPaths.openapi}`, {
      headers: { 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
  });

  it('describes a request body by what a client sends and an answer by what it gets', async () => {
    const doc = (await (await ctx.app.request(`${API_BASE}/${contractPaths.openapi}`)).json()) as {
      paths: Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const put = doc.paths['/customers/{id}']!.put;
    const sent = put.requestBody.content['application/json'].schema;
    // `note` has a default: a client may leave it out, and the answer always has it.
    expect(sent.required).not.toContain('note');
    const answer = put.responses['200'].content['application/json'].schema;
    expect(answer.required).toContain('note');
    expect(
      put.responses['409'].content['application/json'].schema.properties.current,
    ).toBeDefined();
    expect(put.security).toEqual([{ bearerAuth: [] }]);
    expect(put['x-policy']).toBe('customer');
  });
});

describe('GET reference', () => {
  it('is an HTML page of every endpoint by resource, with no script and a CSP that allows none', async () => {
    const res = await ctx.app.request(`${API_BASE}/${contractPaths.reference}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline|unsafe-eval/);
    // The one stylesheet is allowed by its hash, and nothing else runs.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).not.toMatch(/<script|\son\w+=/i);
    for (const e of ENDPOINTS) {
      expect(html).toContain(`id="${e.id}"`);
    }
    for (const resource of new Set(ENDPOINTS.map((e) => e.resource))) {
      expect(html).toContain(`<section id="${resource}"><h2>${resource}</h2>`);
    }
  });

  it('escapes the text it shows', async () => {
    const html = await (await ctx.app.request(`${API_BASE}/${contractPaths.reference}`)).text();
    expect(html).toContain('&quot;type&quot;: &quot;object&quot;');
    expect(html).not.toContain('"type": "object"');
  });
});
