import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { paths, type Account } from '@shop/admin-api';
import { fakeApi } from '../../test/fake-api';

const STAFF: Account = {
  id: 'usr_staff',
  role: 'STAFF',
  permission: ['product', 'order'],
  email: 'staff@example.com',
  first_name: 'Sam',
  last_name: 'Staff',
  profile_image: null,
  updated_at: 1,
};
const OWNER: Account = { ...STAFF, id: 'usr_owner', role: 'OWNER', permission: [] };

async function setup(options: {
  signedIn: boolean;
  account: Account;
  accountAnswered?: Promise<void>;
  /** The refresh answers the account with the token, as the reference API does. */
  accountWithToken?: boolean;
}) {
  vi.resetModules();
  const { setTransport } = await import('../../lib/http/client');
  const server = fakeApi(({ url }) => {
    if (url === paths.auth.refresh) {
      return options.signedIn
        ? {
            status: 200,
            data: {
              access_token: 'token',
              expires_in: 900,
              ...(options.accountWithToken ? { account: options.account } : {}),
            },
          }
        : { status: 401, data: { message: 'No session', errors: [] } };
    }
    if (url === paths.auth.logout) return { status: 204 };
    if (url === paths.account)
      return (options.accountAnswered ?? Promise.resolve()).then(() => ({
        status: 200,
        data: options.account,
      }));
    return { status: 200, data: {} };
  });
  setTransport(server.transport);
  const { guardLoader, LOADER_PATIENCE_MS } = await import('./guard');
  return { guardLoader, LOADER_PATIENCE_MS, server };
}

const args = {} as LoaderFunctionArgs;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.useRealTimers();
});

describe('route loader guard', () => {
  it('does nothing for a signed-out visitor', async () => {
    const { guardLoader, server } = await setup({ signedIn: false, account: OWNER });
    const loader = vi.fn(async () => null);
    await expect(guardLoader('customer', loader)(args)).resolves.toBeNull();
    expect(loader).not.toHaveBeenCalled();
    expect(server.count(paths.account)).toBe(0);
  });

  it('takes the account the refresh answered with the token: no GET account before the calls', async () => {
    const { guardLoader, server } = await setup({
      signedIn: true,
      account: STAFF,
      accountWithToken: true,
    });
    const allowed = vi.fn(async () => null);
    const refused = vi.fn(async () => null);
    await guardLoader('order', allowed)(args);
    await guardLoader('customer', refused)(args);
    expect(allowed).toHaveBeenCalledTimes(1);
    expect(refused).not.toHaveBeenCalled();
    expect(server.count(paths.account)).toBe(0);
  });

  it('does nothing without the route policy (no call that would answer 403)', async () => {
    const { guardLoader } = await setup({ signedIn: true, account: STAFF });
    const loader = vi.fn(async () => null);
    await guardLoader('customer', loader)(args);
    expect(loader).not.toHaveBeenCalled();
  });

  it('runs with the policy, for routes without one, and always for the owner', async () => {
    const staff = await setup({ signedIn: true, account: STAFF });
    const loader = vi.fn(async () => null);
    await staff.guardLoader('product', loader)(args);
    await staff.guardLoader(undefined, loader)(args);
    expect(loader).toHaveBeenCalledTimes(2);

    const owner = await setup({ signedIn: true, account: OWNER });
    const ownerLoader = vi.fn(async () => null);
    await owner.guardLoader('customer', ownerLoader)(args);
    expect(ownerLoader).toHaveBeenCalledTimes(1);
  });

  it('starts the loader of a route without a policy before the account has answered', async () => {
    let answerAccount = () => undefined as void;
    const accountAnswered = new Promise<void>((resolve) => (answerAccount = resolve));
    const { guardLoader } = await setup({ signedIn: true, account: STAFF, accountAnswered });
    const loader = vi.fn(async () => null);
    const loading = guardLoader(undefined, loader)(args);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    answerAccount();
    await expect(loading).resolves.toBeNull();
  });

  it('swallows a failed prefetch (the page shows it) but lets redirects through', async () => {
    const { guardLoader } = await setup({ signedIn: true, account: OWNER });
    await expect(
      guardLoader('customer', async () => {
        throw new Error('network');
      })(args),
    ).resolves.toBeNull();
    const redirect = new Response(null, { status: 302, headers: { Location: '/home' } });
    await expect(
      guardLoader('customer', async () => {
        throw redirect;
      })(args),
    ).rejects.toBe(redirect);
  });

  it('holds the navigation no longer than LOADER_PATIENCE_MS while the server keeps it waiting', async () => {
    // A busy server: the account's query is still being asked (503, Retry-After, again).
    const accountAnswered = new Promise<void>(() => undefined);
    const { guardLoader, LOADER_PATIENCE_MS } = await setup({
      signedIn: true,
      account: OWNER,
      accountAnswered,
    });
    const loader = vi.fn(async () => null);
    let settled = false;
    const loading = guardLoader(
      'customer',
      loader,
    )(args).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(LOADER_PATIENCE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBeNull();
    // The page then shows its own loading state; its data is not asked for twice meanwhile.
    expect(loader).not.toHaveBeenCalled();
  });
});
