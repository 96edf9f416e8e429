import type { Account } from '@shop/admin-api';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelListener, Db } from '../db/db';
import {
  SESSION_CACHE_MAX,
  SESSION_CHANNEL,
  SESSION_TRUST_MS,
  sessionCache,
} from './session-cache';

const account = (id: string): Account => ({
  id,
  email: `${id}@example.com`,
  first_name: 'A',
  last_name: 'B',
  profile_image: { src: '/uploads/a.png' },
  updated_at: 0,
  role: 'STAFF',
  permission: ['order'],
});

/** A database that only listens: the test says when it notifies, fails or listens again. */
function listeningDb() {
  let listener: ChannelListener | undefined;
  const db = {
    listen: vi.fn(async (channel: string, l: ChannelListener) => {
      expect(channel).toBe(SESSION_CHANNEL);
      listener = l;
      l.listening();
      return async () => undefined;
    }),
    settle: vi.fn(async () => undefined),
  } as unknown as Db;
  return { db, listener: () => listener! };
}

async function setUp() {
  const { db, listener } = listeningDb();
  let clock = 0;
  const logger = { error: vi.fn(), info: vi.fn() };
  const cache = sessionCache(db, logger, () => clock);
  await Promise.resolve(); // the listen() above resolves
  const read = vi.fn(async () => account('acct_a'));
  const check = (session = 'fam_1', shop = 'shop_1') =>
    cache.account('acct_a', shop, session, read);
  return { db, cache, read, check, listener, logger, tick: (ms: number) => void (clock += ms) };
}

describe('sessionCache', () => {
  it('reads a sign-in once, then answers from memory', async () => {
    const { read, check } = await setUp();
    expect(await check()).toMatchObject({ id: 'acct_a' });
    expect(await check()).toMatchObject({ id: 'acct_a' });
    expect(read).toHaveBeenCalledTimes(1);
    // Another sign-in, or the same one in another shop, is its own.
    await check('fam_2');
    await check('fam_1', 'shop_2');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps what it hands out from being changed', async () => {
    const { check } = await setUp();
    const kept = (await check())!;
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.permission)).toBe(true);
    expect(Object.isFrozen(kept.profile_image)).toBe(true);
  });

  it('never keeps a sign-in that is over', async () => {
    const { read, check } = await setUp();
    read.mockResolvedValue(null as unknown as Account);
    expect(await check()).toBeNull();
    expect(await check()).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets every sign-in of an account the database names, and only those', async () => {
    const { cache, read, check, listener } = await setUp();
    const other = vi.fn(async () => account('acct_b'));
    await check('fam_1');
    await check('fam_2');
    await cache.account('acct_b', 'shop_1', 'fam_9', other);
    listener().message('acct_a');
    await check('fam_1');
    await check('fam_2');
    await cache.account('acct_b', 'shop_1', 'fam_9', other);
    expect(read).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that began before a change it then heard of', async () => {
    const { read, check, listener } = await setUp();
    let finish: (a: Account) => void = () => undefined;
    read.mockImplementationOnce(() => new Promise<Account>((resolve) => (finish = resolve)));
    const pending = check();
    listener().message('acct_a'); // the revocation commits while the read is on its way
    finish(account('acct_a'));
    await pending;
    await check();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while its listening connection is down, and drops what it had', async () => {
    const { read, check, listener, logger } = await setUp();
    await check();
    listener().lost();
    expect(logger.error).toHaveBeenCalledTimes(1);
    await check();
    await check();
    expect(read).toHaveBeenCalledTimes(3);
    listener().listening();
    await check();
    await check();
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('trusts a sign-in for SESSION_TRUST_MS at most', async () => {
    const { read, check, tick } = await setUp();
    await check();
    tick(SESSION_TRUST_MS - 1);
    await check();
    expect(read).toHaveBeenCalledTimes(1);
    tick(1);
    await check();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('holds at most SESSION_CACHE_MAX sign-ins', async () => {
    const { read, check } = await setUp();
    for (let i = 0; i <= SESSION_CACHE_MAX; i++) await check(`fam_${i}`);
    expect(read).toHaveBeenCalledTimes(SESSION_CACHE_MAX + 1);
    // Full at the last one: everything was dropped, that one kept.
    await check(`fam_${SESSION_CACHE_MAX}`);
    await check('fam_0');
    expect(read).toHaveBeenCalledTimes(SESSION_CACHE_MAX + 2);
  });

  it('settles through the database, only while listening', async () => {
    const { db, cache, listener } = await setUp();
    await cache.settle();
    expect(db.settle).toHaveBeenCalledTimes(1);
    listener().lost();
    await cache.settle();
    expect(db.settle).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing on a database that cannot listen', async () => {
    const logger = { error: vi.fn(), info: vi.fn() };
    const cache = sessionCache({} as Db, logger);
    const read = vi.fn(async () => account('acct_a'));
    await cache.account('acct_a', 'shop_1', 'fam_1', read);
    await cache.account('acct_a', 'shop_1', 'fam_1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
