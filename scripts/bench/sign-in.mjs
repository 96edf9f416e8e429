// How a benchmark signs in: as the demo owner, through the real accounts form (its CSRF cookie and
// field), the code its redirect carries, and auth/verify. Resolves with the access token.

export const API = '/api/admin/v1';
const DEMO_OWNER = { email: 'owner@example.com', password: 'owner-pass-123' };

/** `server` is what scripts/test-server.mjs `startServer` resolves with. */
export async function signInAsOwner(server) {
  const form = await fetch(`${server.accountsUrl}/`);
  const cookie = /accounts_csrf=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1];
  const csrf = /name="csrf" value="([^"]*)"/.exec(await form.text())?.[1];
  const posted = await fetch(`${server.accountsUrl}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `accounts_csrf=${cookie}`,
    },
    body: new URLSearchParams({ csrf, ...DEMO_OWNER }),
  });
  const code = new URL(posted.headers.get('location') ?? '', server.accountsUrl).searchParams.get(
    'code',
  );
  if (!code) throw new Error(`sign-in failed (${posted.status})`);
  const verified = await fetch(`${server.baseUrl}${API}/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!verified.ok) throw new Error(`auth/verify failed (${verified.status})`);
  return (await verified.json()).access_token;
}
