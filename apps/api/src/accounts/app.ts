import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { admitAttempt, settleAttempt } from '../auth/attempt-limits';
import { clientAddress } from '../auth/client-address';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { hasSecondFactor } from '../auth/second-factor';
import { createSignInCode } from '../auth/sessions';
import { nowSeconds } from '../clock';
import type { Deps } from '../http/env';
import { refusedText } from '../http/input-text';
import { findSignInAccount } from '../repos/accounts';
import { INVITATION_PATH } from '../staff/invitation-link';
import { DIFFICULTY_BITS, guardSignIn, issueChallenge } from './botguard';
import { csrfFormToken, csrfValid } from './csrf';
import { safeFrom } from './from';
import { errorText, type PageError, type TextKey } from './i18n';
import { pagePath, requestTexts } from './language';
import { renderSignInPage } from './page';
import { setPageHeaders } from './page-headers';
import { knownDeviceId, rememberDevice } from './device';
import { invitationRoutes } from './invitation';
import { secondStepRoutes, startSecondStep } from './second-step';
import { signInLimits } from './throttle';

/** The sign-in form's answers (locales/<language>.json). */
export const SIGN_IN_ERRORS = {
  wrongCredentials: 'signIn.errors.wrongCredentials',
  unusableCharacters: 'signIn.errors.unusableCharacters',
  formExpired: 'signIn.errors.formExpired',
  missingFields: 'signIn.errors.missingFields',
  /** While a client must wait after too many attempts (see throttle.ts). */
  tooManyAttempts: 'signIn.errors.tooManyAttempts',
  proofExpired: 'signIn.errors.proofExpired',
  noStore: 'signIn.errors.noStore',
} as const satisfies Record<string, TextKey>;

/**
 * The accounts sign-in service: its own origin, a plain HTML form, and on success a redirect to the
 * admin app carrying a one-time code that the app trades for a session (auth/verify).
 */
export function createAccountsApp({ db, config, secret, clock, logger }: Deps): Hono {
  const app = new Hono();
  const adminOrigin = new URL(config.adminUrl).origin;

  /** The sign-in page, in the request's language; `error` is a text key or a text already made. */
  const page = (
    c: Context,
    status: ContentfulStatusCode,
    state: { email?: string; from?: string; error?: PageError },
  ) => {
    const { page: language, texts } = requestTexts(c);
    // The botguard's solver (botguard-script.ts) runs inline under the page's nonce.
    const nonce = setPageHeaders(c, { adminOrigin, language: texts.language, script: true });
    const { error, ...rest } = state;
    return c.html(
      renderSignInPage({
        ...rest,
        ...(error ? { error: errorText(texts, error) } : {}),
        texts,
        page: language,
        nonce,
        csrfToken: csrfFormToken(c, secret),
        botguard: { challenge: issueChallenge(secret, nowSeconds(clock)), bits: DIFFICULTY_BITS },
      }),
      status,
    );
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  });

  app.get('/', (c) => page(c, 200, { from: safeFrom(c.req.query('from')) }));
  // A reload after a refused sign-in lands here: show the form again.
  app.get('/sign-in', (c) => {
    const from = safeFrom(c.req.query('from'));
    return c.redirect(pagePath('/', requestTexts(c).page, { from }), 303);
  });

  // A sign-in form is a few hundred bytes; anything much larger is not one.
  app.use(
    '/sign-in',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.text(`${requestTexts(c).texts.t('server.tooLarge')}\n`, 413),
    }),
  );
  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    // Text PostgreSQL cannot hold (a NUL, a lone surrogate) is refused here, as the Admin API does
    // where it parses input, so no lookup ever sees it; the answer shows none of it back.
    if (refusedText(form).length > 0) {
      return page(c, 400, { email: '', from: '', error: SIGN_IN_ERRORS.unusableCharacters });
    }
    const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
    const email = text('email').trim().toLowerCase();
    const password = text('password');
    const from = safeFrom(text('from'));

    if (!csrfValid(c, secret, text('csrf'))) {
      return page(c, 403, { email, from, error: SIGN_IN_ERRORS.formExpired });
    }
    if (!email || !password) {
      return page(c, 400, { email, from, error: SIGN_IN_ERRORS.missingFields });
    }
    // No email is longer than 254 characters: a longer one is looked up (and counted) cut short.
    const signInEmail = email.slice(0, 254);
    const now = nowSeconds(clock);
    // The attempt is counted before the password is looked at; a refused one is not looked at at all:
    // waiting is the only way on.
    const deviceId = knownDeviceId(c, secret, signInEmail);
    const { limits, onSuccess } = signInLimits(signInEmail, clientAddress(c), deviceId);
    const admission = await admitAttempt(db, limits, now);
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfter));
      const wait = requestTexts(c).texts.retry(
        SIGN_IN_ERRORS.tooManyAttempts,
        now,
        admission.retryAfter,
      );
      return page(c, 429, { email, from, error: { text: wait } });
    }
    const guard = await guardSignIn(
      db,
      secret,
      { challenge: text('botguard_challenge'), solution: text('botguard_solution') },
      { email: signInEmail, address: clientAddress(c), knownDevice: deviceId !== null },
      now,
    );
    if (guard === 'expired') {
      return page(c, 400, { email, from, error: SIGN_IN_ERRORS.proofExpired });
    }
    // A sign-in without the proof its botguard asks for is answered as a wrong password, after the
    // same work (accounts/botguard.ts): the answer tells a script nothing.
    const account = guard === 'unproven' ? null : await findSignInAccount(db, signInEmail);
    const hash = account?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(password, hash);
    if (!account || !passwordOk) {
      return page(c, 401, { email, from, error: SIGN_IN_ERRORS.wrongCredentials });
    }
    await settleAttempt(db, onSuccess);
    rememberDevice(c, secret, signInEmail);
    if (!account.defaultShopId) {
      return page(c, 403, { email, from, error: SIGN_IN_ERRORS.noStore });
    }

    if (await hasSecondFactor(db, account.id)) {
      const start = {
        accountId: account.id,
        shopId: account.defaultShopId,
        email: signInEmail,
        from,
      };
      return startSecondStep(c, { db, config, secret }, start, now);
    }

    const code = await createSignInCode(
      db,
      { accountId: account.id, shopId: account.defaultShopId },
      now,
    );
    const target = new URLSearchParams({ code });
    if (from) target.set('from', from);
    return c.redirect(`${config.adminUrl}/admin/auth/verify?${target}`, 303);
  });

  // An invited member of staff sets their password (or joins with theirs): accounts/invitation.ts.
  app.route(INVITATION_PATH, invitationRoutes({ db, config, secret, clock }));
  // The second step of two-step sign-in (a code after the password): accounts/second-step.ts.
  app.route('/', secondStepRoutes({ db, config, secret, clock }));

  app.notFound((c) => c.text(`${requestTexts(c).texts.t('server.notFound')}\n`, 404));
  app.onError((error, c) => {
    logger.error(`accounts ${c.req.method} ${c.req.path} failed`, error);
    return c.text(`${requestTexts(c).texts.t('server.failed')}\n`, 500);
  });

  return app;
}
