import { createAccountsApp } from '../accounts/app';
import { resolveAuthSecret } from '../auth/secret';
import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/db';
import { SEED_BASE_TIME } from '../db/seed';
import { zoneResolver, type DnsZone } from '../domains/resolver';
import type { Logger } from '../http/error-handler';
import { createApp, toDeps } from '../server';
import { createTestDb } from './db';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(seconds: number): void;
}

export function testClock(startSeconds: number): TestClock {
  let ms = startSeconds * 1000;
  return { now: () => ms, advance: (s) => void (ms += s * 1000) };
}

export interface TestContext {
  db: Db;
  config: Config;
  clock: TestClock;
  /** Errors the server logged (a 500 would land here). */
  logged: unknown[];
  /**
   * The DNS the domain checks see: empty at first; a test adds records to it as a merchant would.
   * Nothing reaches the network.
   */
  dnsZone: DnsZone;
  app: ReturnType<typeof createApp>;
  accounts: ReturnType<typeof createAccountsApp>;
  close(): Promise<void>;
}

export const TEST_ADMIN_URL = 'http://localhost:4000';
export const TEST_ACCESS_TTL = 300;

/** Both apps on a copy of the seeded demo database of their own, with a clock the test moves by hand. */
export async function createTestContext(
  options: { config?: Partial<Config> } = {},
): Promise<TestContext> {
  const { db, cleanup } = await createTestDb(true);
  const config: Config = {
    ...loadConfig({}),
    adminUrl: TEST_ADMIN_URL,
    accountsUrl: 'http://localhost:4100',
    accessTokenTtl: TEST_ACCESS_TTL,
    ...options.config,
  };
  const clock = testClock(SEED_BASE_TIME + 24 * 60 * 60);
  const logged: unknown[] = [];
  const logger: Logger = { error: (_m, e) => void logged.push(e), info: () => undefined };
  const secret = await resolveAuthSecret(db, config.authSecret);
  const dnsZone: DnsZone = {};
  const dns = zoneResolver(() => dnsZone);
  const deps = toDeps({ db, config, secret, clock, logger, dns });
  return {
    db,
    config,
    clock,
    logged,
    dnsZone,
    app: createApp(deps),
    accounts: createAccountsApp(deps),
    close: cleanup,
  };
}
