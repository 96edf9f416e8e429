import {
  EMAIL_IN_USE,
  PASSWORD_INCORRECT,
  updateAccountBodySchema,
  updateEmailBodySchema,
  updatePasswordBodySchema,
} from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { passwordCheckLimit } from '../auth/account-limits';
import { settleAttempt } from '../auth/attempt-limits';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { admitOrRefuse } from '../auth/session-limits';
import { revokeOtherSessions } from '../auth/sessions';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { fieldError, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validVersionedBody } from '../http/validate';
import { lockAccountVersion, replacePassword } from '../repos/account-security';
import {
  emailTaken,
  findSessionAccount,
  lockPasswordHash,
  updateEmail,
  updateProfile,
} from '../repos/accounts';

/**
 * The optimistic lock of the account record (PUT account, PUT account/email): the row is locked and a
 * save from another version than the stored one is refused with 409 and the account as it is now.
 */
async function checkVersion(tx: Db, c: Context<AppEnv>, version: number): Promise<void> {
  const { account, shopId, sessionId } = c.get('auth');
  if ((await lockAccountVersion(tx, account.id)) === version) return;
  throw staleUpdate((await findSessionAccount(tx, account.id, shopId, sessionId)) ?? account);
}

/** The signed-in user's own account: open to every signed-in user, no policy. */
export function accountRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => c.json(c.get('auth').account));

  app.put('/', async (c) => {
    const { updated_at: version, ...body } = await validVersionedBody(c, updateAccountBodySchema);
    const { account } = c.get('auth');
    const updated = await db.transaction(async (tx) => {
      await checkVersion(tx, c, version);
      return updateProfile(tx, account.id, nowSeconds(clock), body);
    });
    // The role and policies are this shop's membership's, unchanged by a profile edit.
    return c.json({ ...account, ...updated });
  });

  app.put('/email', async (c) => {
    const { updated_at: version, ...body } = await validVersionedBody(c, updateEmailBodySchema);
    const { account } = c.get('auth');
    const limit = passwordCheckLimit(account.id);
    await admitOrRefuse(c, db, limit, nowSeconds(clock));
    const updated = await db.transaction(async (tx) => {
      await checkVersion(tx, c, version);
      const hash = await lockPasswordHash(tx, account.id);
      if (!hash || !(await verifyPassword(body.password, hash))) {
        throw fieldError('password', PASSWORD_INCORRECT);
      }
      if (await emailTaken(tx, body.email, account.id)) {
        throw fieldError('email', EMAIL_IN_USE);
      }
      return updateEmail(tx, account.id, nowSeconds(clock), body.email);
    });
    await settleAttempt(db, { reset: [limit] });
    return c.json({ ...account, ...updated });
  });

  app.put('/password', async (c) => {
    const body = await validBody(c, updatePasswordBodySchema);
    const { account, sessionId } = c.get('auth');
    const limit = passwordCheckLimit(account.id);
    await admitOrRefuse(c, db, limit, nowSeconds(clock));
    // Hash before the transaction: scrypt takes ~50 ms and must not hold the row lock meanwhile.
    const newHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      const hash = await lockPasswordHash(tx, account.id);
      if (!hash || !(await verifyPassword(body.old_password, hash))) {
        throw fieldError('old_password', PASSWORD_INCORRECT);
      }
      const now = nowSeconds(clock);
      // Not a change of the account record (GET account shows no password): its version stays.
      await replacePassword(tx, account.id, now, newHash);
      await revokeOtherSessions(tx, account.id, sessionId, now);
    });
    await settleAttempt(db, { reset: [limit] });
    return c.body(null, 204);
  });

  return app;
}
