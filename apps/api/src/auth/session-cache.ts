import type { Account } from '@shop/admin-api';
import type { Db } from '../db/db';
import type { Logger } from '../http/error-handler';

/** The channel the tables notify on whatever ends or changes a sign-in (migrations/030). */
export const SESSION_CHANNEL = 'session_changed';
/**
 * How long a checked sign-in is kept without a word from the database. A backstop only: every change
 * is notified at once; this bounds the harm of one that somehow was not.
 */
export const SESSION_TRUST_MS = 30_000;
/** Sign-ins kept per process; past it they are all dropped (and read again as they come). */
export const SESSION_CACHE_MAX = 10_000;

/**
 * The sign-ins this process has checked, so a request need not read its sign-in from the database
 * (a statement per request was a third of the database's statements and a fifth of the API's own
 * work under load). They are kept only while the database can tell this process of every change:
 * - the tables notify SESSION_CHANNEL on every change to an account, a membership or a refresh
 *   token's revocation, however it is made (migrations/030), and this process forgets every sign-in
 *   of that account;
 * - after each write it answers, this process waits until it has heard what that write notified
 *   (`settle`), so its own sign-out or permission change holds for the very next request; another
 *   process hears it as soon as its listening connection is read, within milliseconds;
 * - while the listening connection is down nothing is kept, and what was kept is dropped;
 * - a read that began before a change is not kept.
 */
export interface SessionCache {
  /** The sign-in's account, kept or read by `read` (null: the sign-in is over). */
  account(
    accountId: string,
    shopId: string,
    sessionId: string,
    read: () => Promise<Account | null>,
  ): Promise<Account | null>;
  /** Resolves once this process has heard every change committed before the call. */
  settle(): Promise<void>;
}

/** Shared by every request of the sign-in: nothing may change it. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

interface Kept {
  account: Account;
  until: number;
}

export function sessionCache(
  db: Db,
  logger: Logger,
  now: () => number = () => performance.now(),
): SessionCache {
  /** account id -> "shop session" -> the checked sign-in. */
  const kept = new Map<string, Map<string, Kept>>();
  let size = 0;
  let listening = false;
  /** Moves on every change heard: a read that began under an older one is not kept. */
  let generation = 0;

  const forget = (accountId: string) => {
    generation++;
    size -= kept.get(accountId)?.size ?? 0;
    kept.delete(accountId);
  };
  const forgetAll = () => {
    generation++;
    kept.clear();
    size = 0;
  };

  // Listening lasts as long as the database: closing it stops the listening connection too.
  db.listen?.(SESSION_CHANNEL, {
    message: forget,
    listening: () => {
      forgetAll();
      listening = true;
    },
    lost: () => {
      listening = false;
      forgetAll();
      logger.error('sign-in cache: the database connection it listens on failed', undefined);
    },
  }).catch((error: unknown) => logger.error('sign-in cache: cannot listen for changes', error));

  return {
    async account(accountId, shopId, sessionId, read) {
      const key = `${shopId} ${sessionId}`;
      const hit = kept.get(accountId)?.get(key);
      if (hit && hit.until > now()) return hit.account;
      const began = generation;
      const account = await read();
      if (account && listening && generation === began) {
        if (size >= SESSION_CACHE_MAX) forgetAll();
        let sessions = kept.get(accountId);
        if (!sessions) kept.set(accountId, (sessions = new Map()));
        if (!sessions.has(key)) size++;
        sessions.set(key, { account: frozen(account), until: now() + SESSION_TRUST_MS });
      }
      return account;
    },
    settle: async () => {
      if (listening) await db.settle?.();
    },
  };
}
