import {
  updateAccountBodySchema,
  updateEmailBodySchema,
  updatePasswordBodySchema,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { nowSeconds } from '../clock';
import { fieldError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody } from '../http/validate';
import {
  emailTaken,
  lockPasswordHash,
  updateEmail,
  updatePasswordHash,
  updateProfile,
} from '../repos/accounts';

/** The signed-in user's own account: open to every signed-in user, no policy. */
export function accountRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => c.json(c.get('auth').account));

  app.put('/', async (c) => {
    const body = await validBody(c, updateAccountBodySchema);
    const { account } = c.get('auth');
    const updated = await db.transaction((tx) =>
      updateProfile(tx, account.id, nowSeconds(clock), body),
    );
    // The role and policies are this shop's membership's, unchanged by a profile edit.
    return c.json({ ...account, ...updated });
  });

  app.put('/email', async (c) => {
    const body = await validBody(c, updateEmailBodySchema);
    const { account } = c.get('auth');
    const updated = await db.transaction(async (tx) => {
      const hash = await lockPasswordHash(tx, account.id);
      if (!hash || !(await verifyPassword(body.password, hash))) {
        throw fieldError('password', 'Incorrect password');
      }
      if (await emailTaken(tx, body.email, account.id)) {
        throw fieldError('email', 'This email is already in use');
      }
      return updateEmail(tx, account.id, nowSeconds(clock), body.email);
    });
    return c.json({ ...account, ...updated });
  });

  app.put('/password', async (c) => {
    const body = await validBody(c, updatePasswordBodySchema);
    const { account, sessionId } = c.get('auth');
    // Hash before the transaction: scrypt takes ~50 ms and must not hold the row lock meanwhile.
    const newHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      const hash = await lockPasswordHash(tx, account.id);
      if (!hash || !(await verifyPassword(body.old_password, hash))) {
        throw fieldError('old_password', 'Incorrect password');
      }
      const now = nowSeconds(clock);
      await updatePasswordHash(tx, account.id, now, newHash);
      await revokeOtherSessions(tx, account.id, sessionId, now);
    });
    return c.body(null, 204);
  });

  return app;
}
