// `pnpm test:fuzz`: property-based requests to every endpoint of the contract, generated from its zod
// schemas (path ids, query strings, bodies: right-shaped, hostile, and mixes of both), sent in process
// to the server on a seeded PGlite. Whatever the input: never a 5xx the contract does not list, an
// answer the contract describes, and a refusal (4xx) that wrote nothing.
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import { ENDPOINTS, findEndpoint, templateParams, type Endpoint } from '@shop/admin-api/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { checkAgainstContract } from '../test/contract-check';
import { signIn, type Session } from '../test/session';
import { takeWrites, watchWrites, WRITTEN_ON_REFUSAL } from './fuzz/db-writes';
import { idsForParam, knownIds, relatedIds, type IdsByTable } from './fuzz/known-ids';
import { requestsTo, type FuzzRequest } from './fuzz/requests';

/** Fixed, so a run repeats; FUZZ_SEED and FUZZ_RUNS explore further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_211);
/** Requests per endpoint: about 50 s for the 60 endpoints on this machine (2 cores, shared). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** A guard, not the budget: an endpoint that got this slow stops early instead of running on. */
const ENDPOINT_TIME_LIMIT_MS = 20_000;

let ctx: TestContext;
let sessions: Record<FuzzRequest['as'], Session>;
let ids: IdsByTable;
let related: Record<string, string[][]>;

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = {
    owner: await signIn(ctx, 'owner@example.com', 'owner-pass-123'),
    staff: await signIn(ctx, 'staff@example.com', 'staff-pass-123'),
  };
  const [shop] = await ctx.db.query<{ id: string }>(
    `SELECT s.id FROM shops s JOIN account_shops a ON a.shop_id = s.id
       JOIN accounts c ON c.id = a.account_id WHERE c.email = 'owner@example.com' LIMIT 1`,
  );
  ids = await knownIds(ctx.db, shop!.id);
  related = await relatedIds(ctx.db, shop!.id);
  await watchWrites(ctx.db);
});

/** Answers by endpoint and status: FUZZ_REPORT=1 prints them, to see how deep the requests got. */
const tally = new Map<string, Map<number, number>>();
function count(e: Endpoint, status: number): void {
  const byStatus = tally.get(`${e.method} ${e.path}`) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(`${e.method} ${e.path}`, byStatus);
}

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [name, byStatus] of tally) {
      const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(`${name}: ${statuses.join(' ')}`);
    }
  }
  await ctx?.close();
});

function headersFor(session: Session): Record<string, string> {
  return {
    authorization: `Bearer ${session.accessToken}`,
    cookie: `${XSRF_COOKIE}=${session.xsrf}`,
    [XSRF_HEADER]: session.xsrf,
  };
}

/** The record as GET of the same path answers it (PUT customers/{id}: GET customers/{id}). */
async function currentRecord(req: FuzzRequest): Promise<Record<string, unknown> | undefined> {
  if (!findEndpoint('GET', req.path)) return undefined;
  const res = await ctx.app.request(`${API_BASE}/${req.path}`, {
    headers: headersFor(sessions.owner),
  });
  return res.status === 200 ? ((await res.json()) as Record<string, unknown>) : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A PUT built on the record as it is: the fields whose bit is set in `mask` keep their generated
 * value, the others take the record's own, and `updated_at` is the current one. Such saves get past
 * the version check and most field rules, into the writing code.
 */
async function onCurrent(req: FuzzRequest, value: unknown): Promise<unknown> {
  if (req.fromCurrent === null || !isObject(value)) return value;
  const current = await currentRecord(req);
  if (!current) return value;
  const mask = req.fromCurrent;
  const merged = Object.fromEntries(
    Object.keys(value).map((key, i) => [
      key,
      (mask >> i) & 1 || !(key in current) ? value[key] : current[key],
    ]),
  );
  return { ...merged, updated_at: current.updated_at };
}

async function send(e: Endpoint, req: FuzzRequest): Promise<{ url: string; res: Response }> {
  const url = `${API_BASE}/${req.path}${req.query ? `?${req.query}` : ''}`;
  const headers = headersFor(sessions[req.as]);
  let body: BodyInit | undefined;
  const b = req.body;
  if (b.kind === 'json' || b.kind === 'raw') {
    body = b.kind === 'raw' ? b.text : (JSON.stringify(await onCurrent(req, b.value)) ?? '');
    headers['content-type'] = 'application/json';
  } else if (b.kind === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(b.fields)) form.append(key, value);
    if (b.file) form.append('file', new Blob([new Uint8Array(b.file)]), 'fuzz.png');
    body = form;
  }
  return { url, res: await ctx.app.request(url, { method: e.method, headers, body }) };
}

/** A request as a line of a report: long texts by their length, the rest as sent. */
function describeRequest(e: Endpoint, req: FuzzRequest): string {
  const short = (text: string) =>
    text.length > 200 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
  const body =
    req.body.kind === 'none'
      ? ''
      : ` body ${short(req.body.kind === 'raw' ? req.body.text : (JSON.stringify(req.body.kind === 'json' ? req.body.value : req.body) ?? 'undefined'))}`;
  return `${e.method} ${short(req.path)}${req.query ? `?${short(req.query)}` : ''} as ${req.as}${body}`;
}

async function holds(e: Endpoint, req: FuzzRequest): Promise<void> {
  await takeWrites(ctx.db);
  const logged = ctx.logged.length;
  const { url, res } = await send(e, req);
  const writes = await takeWrites(ctx.db);
  count(e, res.status);
  const what = describeRequest(e, req);
  if (res.status >= 500 && !e.responses[res.status]) {
    const error = ctx.logged.slice(logged).at(-1);
    throw new Error(`${res.status} to ${what}\n  server: ${String(error).slice(0, 500)}`);
  }
  if (res.status >= 400) {
    const unexpected = writes.filter((table) => !WRITTEN_ON_REFUSAL.has(table));
    if (unexpected.length) {
      throw new Error(`${res.status} to ${what}, yet it wrote to ${unexpected.join(', ')}`);
    }
  }
  try {
    await checkAgainstContract(e.method, url, res);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  to ${what}`, { cause: error });
  }
}

describe('every endpoint, any input: no 500, an answer the contract describes, no write on refusal', () => {
  // Deletions last, so the records they remove were there for every other endpoint first; the
  // deepest first (a group's member before the group).
  const depth = (e: Endpoint) => e.path.split('/').length;
  const inOrder = [
    ...ENDPOINTS.filter((e) => e.method !== 'DELETE'),
    ...ENDPOINTS.filter((e) => e.method === 'DELETE').sort((a, b) => depth(b) - depth(a)),
  ];
  inOrder.forEach((e, index) => {
    it(`${e.method} ${e.path}`, async () => {
      const params = templateParams(e.path).map((name) => idsForParam(ids, e.path, name));
      const all = Object.values(ids).flat();
      const to = { all, params, related: related[e.path] ?? [] };
      const requests = fc.limitShrink(requestsTo(e, to), 200);
      const result = await fc.check(
        fc.asyncProperty(requests, (req) => holds(e, req)),
        {
          seed: SEED + index,
          numRuns: RUNS,
          interruptAfterTimeLimit: ENDPOINT_TIME_LIMIT_MS,
        },
      );
      if (result.failed) {
        const cause =
          result.errorInstance instanceof Error
            ? result.errorInstance.message
            : String(result.errorInstance);
        throw new Error(
          `${e.method} ${e.path} (seed ${result.seed}, path ${result.counterexamplePath}, after ${result.numShrinks} shrinks):\n${cause}`,
        );
      }
    });
  });
});
