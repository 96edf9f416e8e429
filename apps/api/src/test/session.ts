import { API_BASE, REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import { expect } from 'vitest';
import type { TestContext } from './context';
import { checkAgainstContract } from './contract-check';

export interface Session {
  accessToken: string;
  refreshToken: string;
  xsrf: string;
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, parsed. */
export function setCookies(res: Response): Map<string, ParsedCookie> {
  const out = new Map<string, ParsedCookie>();
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes: Record<string, string | true> = {};
    for (const a of attrs) {
      const i = a.indexOf('=');
      if (i === -1) attributes[a.toLowerCase()] = true;
      else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    out.set(name, { name, value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

/** The accounts sign-in form: its CSRF cookie and hidden field. */
export async function openSignInForm(
  ctx: TestContext,
  query = '',
): Promise<{ cookie: string; csrf: string; html: string }> {
  const res = await ctx.accounts.request(`/${query}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const cookie = setCookies(res).get('accounts_csrf')?.value ?? '';
  const csrf = /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return { cookie, csrf, html };
}

export function postSignIn(
  ctx: TestContext,
  form: { cookie: string; csrf: string },
  fields: Record<string, string>,
): Promise<Response> {
  return Promise.resolve(
    ctx.accounts.request('/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `accounts_csrf=${form.cookie}`,
      },
      body: new URLSearchParams({ csrf: form.csrf, ...fields }).toString(),
    }),
  );
}

/** The one-time code from the accounts service's redirect. */
export async function signInCode(
  ctx: TestContext,
  email: string,
  password: string,
): Promise<string> {
  const form = await openSignInForm(ctx);
  const res = await postSignIn(ctx, form, { email, password });
  expect(res.status).toBe(303);
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

export async function verify(
  ctx: TestContext,
  code: string,
  url = `${API_BASE}/auth/verify`,
): Promise<Response> {
  const res = await ctx.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  await checkAgainstContract('POST', url, res);
  return res;
}

/** Sign in the way a browser does: accounts form -> redirect with code -> auth/verify. */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<Session> {
  const res = await verify(ctx, await signInCode(ctx, email, password));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string };
  const cookies = setCookies(res);
  return {
    accessToken: body.access_token,
    refreshToken: cookies.get(REFRESH_COOKIE)!.value,
    xsrf: cookies.get(XSRF_COOKIE)!.value,
  };
}

export interface CallOptions {
  session?: Session | undefined;
  body?: unknown;
  /** A body sent as is (e.g. malformed JSON). */
  raw?: string;
  /** Send the XSRF cookie and header (default true for a session). */
  xsrf?: boolean;
  /** Send the refresh cookie (auth routes). */
  refresh?: string;
  bearer?: string;
  query?: Record<string, string | number>;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Call the Admin API like the admin app does: bearer token, XSRF cookie + header, JSON body. The
 * answer is checked against the contract (contract-check.ts): a mismatch fails the test.
 */
export async function call(
  ctx: TestContext,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const { session } = options;
  const headers: Record<string, string> = { ...options.headers };
  const cookies: string[] = [];
  const bearer = options.bearer ?? session?.accessToken;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (session && options.xsrf !== false) {
    cookies.push(`${XSRF_COOKIE}=${session.xsrf}`);
    headers[XSRF_HEADER] = session.xsrf;
  }
  if (options.refresh) cookies.push(`${REFRESH_COOKIE}=${options.refresh}`);
  if (cookies.length) headers.cookie = cookies.join('; ');
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const url = `${API_BASE}/${path}${query}`;
  // A test's own statements (a staff member removed by hand) stand for another process's writes,
  // which the app hears within milliseconds (auth/session-cache.ts); a test asks sooner than that.
  await ctx.db?.settle?.();
  const res = await ctx.app.request(url, { method, headers, body });
  await checkAgainstContract(method, url, res);
  return res;
}

/** call() and parse the JSON answer. */
export async function callJson<T = Record<string, unknown>>(
  ctx: TestContext,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(ctx, method, path, options);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
}
