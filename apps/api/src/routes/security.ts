import {
  confirmMfaBodySchema,
  MFA_ALREADY_ON,
  MFA_CODE_INCORRECT,
  MFA_ENROLMENT_TTL,
  MFA_NO_ENROLMENT,
  MFA_NOT_ON,
  mfaCodeBodySchema,
  PASSWORD_INCORRECT,
  startMfaBodySchema,
  updateBotguardBodySchema,
  type MfaEnrolment,
  type MfaRecoveryCodes,
  type SecurityOverview,
} from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { codeCheckLimit, passwordCheckLimit } from '../auth/account-limits';
import { settleAttempt } from '../auth/attempt-limits';
import { requirePolicy } from '../auth/middleware';
import { verifyPassword } from '../auth/passwords';
import { checkSecondFactor, totpBox, totpContext } from '../auth/second-factor';
import { admitOrRefuse } from '../auth/session-limits';
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  recoveryCodeHash,
} from '../auth/totp';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { ApiError, fieldError, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validVersionedBody } from '../http/validate';
import { lockPasswordHash } from '../repos/accounts';
import {
  disableMfa,
  enableMfa,
  findMfa,
  getBotguard,
  mfaStatus,
  passwordChangedAt,
  replaceRecoveryCodes,
  saveBotguard,
  savePendingSecret,
} from '../repos/account-security';

const conflict = (message: string) => new ApiError(409, message);

/**
 * settings/security: the signed-in user's two-step sign-in (an authenticator app, RFC 6238) and the
 * shop's botguard, under the `security` policy. The accounts sign-in (accounts/) enforces both.
 */
export function securityRoutes({ db, clock, secret }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('security'));
  const box = totpBox(secret);

  app.get('/', async (c) => {
    const { account, shopId } = c.get('auth');
    const body: SecurityOverview = {
      password_changed_at: await passwordChangedAt(db, account.id),
      mfa: await mfaStatus(db, account.id),
      botguard: await getBotguard(db, shopId),
    };
    return c.json(body);
  });

  app.get('/mfa', async (c) => c.json(await mfaStatus(db, c.get('auth').account.id)));

  app.post('/mfa/enrolment', async (c) => {
    const { password } = await validBody(c, startMfaBodySchema);
    const { account } = c.get('auth');
    const limit = passwordCheckLimit(account.id);
    await admitOrRefuse(c, db, limit, nowSeconds(clock));
    const totpSecret = newTotpSecret();
    const expiresAt = nowSeconds(clock) + MFA_ENROLMENT_TTL;
    await db.transaction(async (tx) => {
      const hash = await lockPasswordHash(tx, account.id);
      if (!hash || !(await verifyPassword(password, hash))) {
        throw fieldError('password', PASSWORD_INCORRECT);
      }
      if ((await findMfa(tx, account.id, true))?.secretSealed) throw conflict(MFA_ALREADY_ON);
      const sealed = box.seal(totpSecret, totpContext(account.id));
      await savePendingSecret(tx, account.id, sealed, expiresAt, nowSeconds(clock));
    });
    await settleAttempt(db, { reset: [limit] });
    const uri = otpauthUri(totpSecret, account.email);
    const body: MfaEnrolment = {
      secret: totpSecret,
      otpauth_uri: uri,
      qr_code: await qrCodeDataUrl(uri),
      expires_at: expiresAt,
    };
    return c.json(body);
  });

  app.post('/mfa/confirm', async (c) => {
    const { code } = await validBody(c, confirmMfaBodySchema);
    const { account } = c.get('auth');
    const limit = codeCheckLimit('settings', account.id);
    const nowMs = clock.now();
    const now = nowSeconds(clock);
    const mfa = await findMfa(db, account.id);
    // Refusals that guess nothing are answered before an attempt is counted.
    if (mfa?.secretSealed) throw conflict(MFA_ALREADY_ON);
    if (!mfa?.pendingSealed || (mfa.pendingExpiresAt ?? 0) <= now) {
      throw conflict(MFA_NO_ENROLMENT);
    }
    await admitOrRefuse(c, db, limit, now);
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      const current = await findMfa(tx, account.id, true);
      if (current?.secretSealed) throw conflict(MFA_ALREADY_ON);
      const pending =
        current?.pendingSealed && (current.pendingExpiresAt ?? 0) > now
          ? box.open(current.pendingSealed, totpContext(account.id))
          : null;
      if (!pending) throw conflict(MFA_NO_ENROLMENT);
      const step = acceptedStep(pending, code, nowMs, null);
      if (step === null) throw fieldError('code', MFA_CODE_INCORRECT);
      await enableMfa(tx, account.id, now, step, codes.map(recoveryCodeHash));
    });
    await settleAttempt(db, { reset: [limit] });
    const body: MfaRecoveryCodes = {
      mfa: await mfaStatus(db, account.id),
      recovery_codes: codes,
    };
    return c.json(body);
  });

  /** A code check of an account whose two-step sign-in is on; `then` runs in the same transaction. */
  const withSecondFactor = async <T>(
    c: Context<AppEnv>,
    then: (tx: Db, accountId: string) => Promise<T>,
  ): Promise<T> => {
    const { code } = await validBody(c, mfaCodeBodySchema);
    const { account } = c.get('auth');
    if (!(await findMfa(db, account.id))?.secretSealed) throw conflict(MFA_NOT_ON);
    const limit = codeCheckLimit('settings', account.id);
    await admitOrRefuse(c, db, limit, nowSeconds(clock));
    const result = await db.transaction(async (tx) => {
      const factor = await checkSecondFactor(tx, box, account.id, code, clock.now());
      if (!factor) throw fieldError('code', MFA_CODE_INCORRECT);
      return then(tx, account.id);
    });
    await settleAttempt(db, { reset: [limit] });
    return result;
  };

  app.post('/mfa/disable', async (c) => {
    await withSecondFactor(c, (tx, accountId) => disableMfa(tx, accountId));
    return c.json(await mfaStatus(db, c.get('auth').account.id));
  });

  app.post('/mfa/recovery-codes', async (c) => {
    const codes = newRecoveryCodes();
    await withSecondFactor(c, (tx, accountId) =>
      replaceRecoveryCodes(tx, accountId, codes.map(recoveryCodeHash)),
    );
    const body: MfaRecoveryCodes = {
      mfa: await mfaStatus(db, c.get('auth').account.id),
      recovery_codes: codes,
    };
    return c.json(body);
  });

  app.get('/botguard', async (c) => c.json(await getBotguard(db, c.get('auth').shopId)));

  app.put('/botguard', async (c) => {
    const { updated_at: version, ...settings } = await validVersionedBody(
      c,
      updateBotguardBodySchema,
    );
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getBotguard(tx, shopId, true);
      if (version !== current.updated_at) throw staleUpdate(current);
      return saveBotguard(tx, shopId, nowSeconds(clock), settings);
    });
    return c.json(saved);
  });

  return app;
}
