import { PASSWORD_MIN_LENGTH } from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { admitAttempt, settleAttempt } from '../auth/attempt-limits';
import { clientAddress } from '../auth/client-address';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSignInCode } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { newId } from '../db/ids';
import type { Deps } from '../http/env';
import { refusedText } from '../http/input-text';
import {
  acceptInvitation,
  createInvitedAccount,
  findInvitation,
  type OpenInvitation,
} from '../repos/staff-invitations';
import { DIFFICULTY_BITS, guardSignIn, issueChallenge } from './botguard';
import { csrfFormToken, csrfValid } from './csrf';
import { knownDeviceId, rememberDevice } from './device';
import { errorText, type PageError, type TextKey } from './i18n';
import { renderInvitationPage, type InvitationView } from './invitation-page';
import { requestTexts } from './language';
import { setPageHeaders } from './page-headers';
import { signInLimits } from './throttle';

/** The invitation page's answers (locales/<language>.json). */
export const INVITATION_ERRORS = {
  enterPassword: 'invitation.errors.enterPassword',
  tooShort: 'invitation.errors.tooShort',
  tooLong: 'invitation.errors.tooLong',
  mismatch: 'invitation.errors.mismatch',
  wrongPassword: 'invitation.errors.wrongPassword',
  expiredForm: 'invitation.errors.expiredForm',
  proofExpired: 'invitation.errors.proofExpired',
  unusable: 'invitation.errors.unusable',
  tooManyAttempts: 'invitation.errors.tooManyAttempts',
  accountAppeared: 'invitation.errors.accountAppeared',
} as const satisfies Record<string, TextKey>;
const M = INVITATION_ERRORS;

const PASSWORD_MAX_LENGTH = 200;

/** Unknown, used, withdrawn or replaced: the same answer, so a page tells nothing about other links. */
const INVALID = { status: 404, kind: 'invalid' } as const;
const EXPIRED = { status: 410, kind: 'expired' } as const;
type Opened =
  | { refusal: typeof INVALID | typeof EXPIRED; invitation?: undefined }
  | { refusal?: undefined; invitation: OpenInvitation };

/** The view of an open invitation: set a password (a new person) or enter theirs. */
function formView(invitation: OpenInvitation, token: string): InvitationView {
  return invitation.account
    ? { kind: 'existing', token, shopName: invitation.shopName, email: invitation.email }
    : {
        kind: 'new',
        token,
        shopName: invitation.shopName,
        email: invitation.email,
        firstName: invitation.firstName,
      };
}

/** Why a new password cannot be used, or null. */
function newPasswordProblem(password: string, confirm: string): PageError | null {
  if (!password) return M.enterPassword;
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { key: M.tooShort, values: { count: PASSWORD_MIN_LENGTH } };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { key: M.tooLong, values: { count: PASSWORD_MAX_LENGTH } };
  }
  if (password !== confirm) return M.mismatch;
  return null;
}

/**
 * The page an invited person opens from the link the inviter passed on (GET /invitation?token=…).
 * A new person chooses a password: their account is made, they hold exactly the invitation's
 * policies in its shop, and they are signed in the usual way (a one-time code to the admin's
 * auth/verify). A person with an account already enters its password to accept; the shop is then
 * among their stores and they sign in as usual (with every step their sign-in asks for). Either
 * way the link works once: accepting deletes the invitation.
 */
export function invitationRoutes({
  db,
  config,
  secret,
  clock,
}: Pick<Deps, 'db' | 'config' | 'secret' | 'clock'>): Hono {
  const app = new Hono();
  const adminOrigin = new URL(config.adminUrl).origin;

  /** The page, in the request's language. */
  const page = (
    c: Context,
    status: ContentfulStatusCode,
    view: InvitationView,
    error?: PageError,
  ) => {
    const { page: language, texts } = requestTexts(c);
    // The form of a person with an account checks a password, guarded as the sign-in form is: it
    // carries a botguard challenge, which the botguard's script solves under the page's nonce.
    const guarded = view.kind === 'existing';
    const nonce = setPageHeaders(c, { adminOrigin, language: texts.language, script: guarded });
    const botguard = guarded
      ? { challenge: issueChallenge(secret, nowSeconds(clock)), bits: DIFFICULTY_BITS }
      : undefined;
    return c.html(
      renderInvitationPage({
        texts,
        page: language,
        nonce,
        csrfToken: csrfFormToken(c, secret),
        view,
        ...(error ? { error: errorText(texts, error) } : {}),
        ...(botguard ? { botguard } : {}),
      }),
      status,
    );
  };

  /** The invitation of a token, or the page that says why there is none to accept. */
  const open = async (token: string, lock?: { tx: Db }): Promise<Opened> => {
    if (!token || token.length > 200) return { refusal: INVALID };
    const invitation = await findInvitation(lock?.tx ?? db, hashToken(token), !!lock);
    if (!invitation) return { refusal: INVALID };
    if (invitation.expiresAt <= nowSeconds(clock)) return { refusal: EXPIRED };
    return { invitation };
  };

  app.get('/', async (c) => {
    const token = c.req.query('token') ?? '';
    if (refusedText({ token }).length) return page(c, 404, { kind: 'invalid' });
    const found = await open(token);
    if (found.refusal) return page(c, found.refusal.status, { kind: found.refusal.kind });
    return page(c, 200, formView(found.invitation, token));
  });

  // The form is a few hundred bytes; anything much larger is not one.
  app.use(
    '/',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.text(`${requestTexts(c).texts.t('server.tooLarge')}\n`, 413),
    }),
  );
  app.post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (refusedText(form).length > 0) return page(c, 400, { kind: 'invalid' }, M.unusable);
    const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
    const token = text('token');
    const password = text('password');

    const found = await open(token);
    if (found.refusal) return page(c, found.refusal.status, { kind: found.refusal.kind });
    const { invitation } = found;
    const view = formView(invitation, token);
    if (!csrfValid(c, secret, text('csrf'))) return page(c, 403, view, M.expiredForm);
    const now = nowSeconds(clock);

    if (invitation.account) {
      const { account } = invitation;
      if (!password) return page(c, 400, view, M.enterPassword);
      // The account's password is checked here as on the sign-in form (app.ts), under the same
      // limits and the same botguard, in the same order, so an invitation to someone's e-mail is
      // no way around either.
      const address = clientAddress(c);
      const deviceId = knownDeviceId(c, secret, invitation.email);
      const { limits, onSuccess } = signInLimits(invitation.email, address, deviceId);
      const admission = await admitAttempt(db, limits, now);
      if (!admission.ok) {
        c.header('Retry-After', String(admission.retryAfter));
        const wait = requestTexts(c).texts.retry(M.tooManyAttempts, now, admission.retryAfter);
        return page(c, 429, view, { text: wait });
      }
      const guard = await guardSignIn(
        db,
        secret,
        { challenge: text('botguard_challenge'), solution: text('botguard_solution') },
        { email: invitation.email, address, knownDevice: deviceId !== null },
        now,
      );
      if (guard === 'expired') return page(c, 400, view, M.proofExpired);
      // Without the proof its botguard asks for, the answer is a wrong password's, after the same
      // work (a password hashed): it tells a script nothing about the password.
      const hash = guard === 'unproven' ? await dummyPasswordHash() : account.passwordHash;
      const passwordOk = await verifyPassword(password, hash);
      if (guard === 'unproven' || !passwordOk) return page(c, 401, view, M.wrongPassword);
      await settleAttempt(db, onSuccess);
      rememberDevice(c, secret, invitation.email);
      const joined = await db.transaction(async (tx) => {
        const locked = await open(token, { tx });
        if (!locked.invitation) return false;
        await acceptInvitation(tx, locked.invitation, account.id, now);
        return true;
      });
      if (!joined) return page(c, 404, { kind: 'invalid' });
      return page(c, 200, { kind: 'joined', shopName: invitation.shopName });
    }

    const problem = newPasswordProblem(password, text('password_confirm'));
    if (problem) return page(c, 400, view, problem);
    // Hash before the transaction: scrypt takes ~50 ms and must not hold the invitation's lock.
    const passwordHash = await hashPassword(password);
    const accountId = newId('acct');
    let outcome: 'accepted' | 'gone' | 'account-appeared';
    try {
      outcome = await db.transaction(async (tx) => {
        const locked = await open(token, { tx });
        if (!locked.invitation) return 'gone';
        if (locked.invitation.account) return 'account-appeared';
        await createInvitedAccount(tx, {
          id: accountId,
          email: locked.invitation.email,
          passwordHash,
          firstName: locked.invitation.firstName,
          lastName: locked.invitation.lastName,
          now,
        });
        await acceptInvitation(tx, locked.invitation, accountId, now);
        return 'accepted';
      });
    } catch (error) {
      // Someone signed up with this e-mail in the same moment.
      if (!isPgError(error, PG_UNIQUE_VIOLATION)) throw error;
      outcome = 'account-appeared';
    }
    if (outcome === 'gone') return page(c, 404, { kind: 'invalid' });
    if (outcome === 'account-appeared') {
      const again = await open(token);
      if (again.refusal) return page(c, again.refusal.status, { kind: again.refusal.kind });
      return page(c, 409, formView(again.invitation, token), M.accountAppeared);
    }

    rememberDevice(c, secret, invitation.email);
    const code = await createSignInCode(db, { accountId, shopId: invitation.shopId }, now);
    return c.redirect(`${config.adminUrl}/admin/auth/verify?${new URLSearchParams({ code })}`, 303);
  });

  return app;
}
