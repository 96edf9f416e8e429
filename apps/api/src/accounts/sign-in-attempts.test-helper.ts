// Test helpers: sign-in attempts as they arrive from given client addresses and browsers.
import type { TestContext } from '../test/context';
import type { openSignInForm } from '../test/session';
import { setCookies } from '../test/session';

/** What a request from `remoteAddress` carries for clientAddress(): a Node socket's address. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export interface Attempt {
  email: string;
  password: string;
  /** The client's address (default: none, which the server sees as 'unknown'). */
  address?: string;
  /** The device cookie the browser holds from an earlier sign-in. */
  device?: string;
}

export interface AttemptResult {
  status: number;
  retryAfter: string | null;
  html: string;
  /** The device cookie the answer sets, if any. */
  device: string | undefined;
}

export type SignInForm = Awaited<ReturnType<typeof openSignInForm>>;

/** Post the sign-in form once (with `form`'s anti-CSRF token, reusable like a browser's). */
export async function attemptSignIn(
  ctx: TestContext,
  form: SignInForm,
  attempt: Attempt,
): Promise<AttemptResult> {
  const cookies = [`accounts_csrf=${form.cookie}`];
  if (attempt.device) cookies.push(`accounts_device=${attempt.device}`);
  const res = await ctx.accounts.request(
    '/sign-in',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookies.join('; '),
      },
      body: new URLSearchParams({
        csrf: form.csrf,
        email: attempt.email,
        password: attempt.password,
      }).toString(),
    },
    attempt.address ? fromAddress(attempt.address) : undefined,
  );
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    html: await res.text(),
    device: setCookies(res).get('accounts_device')?.value,
  };
}

/** How many of the results had each status, e.g. `{ 401: 5, 429: 45 }`. */
export function countStatuses(results: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
