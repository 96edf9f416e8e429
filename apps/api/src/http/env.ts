import type { Account } from '@shop/admin-api';
import type { AiProvider } from '../ai/provider';
import type { SessionCache } from '../auth/session-cache';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { DnsResolver } from '../domains/resolver';
import type { Logger } from './error-handler';

/** What every route module is built from. */
export interface Deps {
  db: Db;
  config: Config;
  /** The HS256 key of access tokens (see auth/secret.ts). */
  secret: string;
  clock: Clock;
  logger: Logger;
  /** The AI helpers (see ai/provider.ts). */
  ai: AiProvider;
  /** DNS lookups of the domain checks (see domains/resolver.ts). */
  dns: DnsResolver;
  /** The sign-ins this process has checked (see auth/session-cache.ts). */
  sessions: SessionCache;
}

/**
 * Set by the auth middleware: the signed-in account (as the database has it), its shop, and the
 * sign-in session the access token belongs to.
 */
export interface AuthState {
  account: Account;
  shopId: string;
  sessionId: string;
}

export type AppEnv = { Variables: { auth: AuthState } };
