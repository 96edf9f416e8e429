import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeCheckLimit } from '../auth/account-limits';
import { admitAttempt, settleAttempt } from '../auth/attempt-limits';
import { checkSecondFactor, totpBox } from '../auth/second-factor';
import { createSignInCode } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import type { Deps } from '../http/env';
import { refusedText } from '../http/input-text';
import { csrfFormToken, csrfValid } from './csrf';
import { errorText, type PageError, type TextKey } from './i18n';
import { pagePath, requestTexts } from './language';
import { setPageHeaders } from './page-headers';
import { renderSecondStepPage, type SecondStepPageState } from './second-step-page';

/*
 * The sign-in's second step (two-step sign-in, Settings → security → mfa). After a right password
 * the accounts service does not issue the one-time code yet: it keeps a ticket for the sign-in (a
 * random token in the page; only its hash is stored) and asks for a code from the authenticator app
 * or a recovery code. The ticket lives TICKET_TTL seconds and dies after TICKET_MAX_FAILURES wrong
 * codes (then the password is asked again, which is limited as every sign-in is); the codes of an
 * account are limited across its tickets too (auth/account-limits.ts). An app code is accepted once
 * and a recovery code is spent (auth/second-factor.ts).
 */
export const SECOND_STEP_PATH = '/sign-in/code';
export const TICKET_TTL = 5 * 60;
export const TICKET_MAX_FAILURES = 5;

/** The second step's answers (locales/<language>.json). */
export const SECOND_STEP_ERRORS = {
  codeMissing: 'secondStep.errors.missing',
  codeWrong: 'secondStep.errors.wrong',
  ticketOver: 'secondStep.errors.ticketOver',
  formExpired: 'secondStep.errors.formExpired',
  unusable: 'secondStep.errors.unusable',
  tooManyCodes: 'secondStep.errors.tooManyCodes',
} as const satisfies Record<string, TextKey>;
const {
  codeMissing: CODE_MISSING,
  codeWrong: CODE_WRONG,
  ticketOver: TICKET_OVER,
  formExpired: FORM_EXPIRED,
  unusable: UNUSABLE,
} = SECOND_STEP_ERRORS;

interface Ticket {
  accountId: string;
  shopId: string;
  from: string;
  failures: number;
}

export interface SecondStepStart {
  accountId: string;
  shopId: string;
  email: string;
  from: string;
}

type PageDeps = Pick<Deps, 'config' | 'secret'>;

/** The page, in the request's language; `error` is a text key or a text already made. */
function render(
  c: Context,
  { config, secret }: PageDeps,
  status: ContentfulStatusCode,
  state: Omit<SecondStepPageState, 'texts' | 'page' | 'nonce' | 'csrfToken' | 'error'> & {
    error?: PageError;
  },
) {
  const { page, texts } = requestTexts(c);
  const adminOrigin = new URL(config.adminUrl).origin;
  const nonce = setPageHeaders(c, { adminOrigin, language: texts.language, script: false });
  const { error, ...rest } = state;
  return c.html(
    renderSecondStepPage({
      ...rest,
      ...(error ? { error: errorText(texts, error) } : {}),
      texts,
      page,
      nonce,
      csrfToken: csrfFormToken(c, secret),
    }),
    status,
  );
}

/** After a right password of an account with two-step sign-in: the ticket, and the page asking for a code. */
export async function startSecondStep(
  c: Context,
  deps: PageDeps & Pick<Deps, 'db'>,
  start: SecondStepStart,
  now: number,
): Promise<Response> {
  const ticket = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sign_in_mfa_tickets (ticket_hash, account_id, shop_id, email, from_path, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [hashToken(ticket), start.accountId, start.shopId, start.email, start.from, now + TICKET_TTL],
    );
    // Ended tickets are useless; sweeping them here keeps the table small without a scheduler.
    await tx.query('DELETE FROM sign_in_mfa_tickets WHERE expires_at <= $1', [now]);
  });
  return render(c, deps, 200, { ticket, from: start.from });
}

async function findTicket(db: Db, ticket: string, now: number): Promise<Ticket | null> {
  const [row] = await db.query<{
    account_id: string;
    shop_id: string;
    from_path: string;
    failures: number;
  }>(
    `SELECT account_id, shop_id, from_path, failures FROM sign_in_mfa_tickets
     WHERE ticket_hash = $1 AND expires_at > $2 AND failures < $3`,
    [hashToken(ticket), now, TICKET_MAX_FAILURES],
  );
  return row
    ? {
        accountId: row.account_id,
        shopId: row.shop_id,
        from: row.from_path,
        failures: row.failures,
      }
    : null;
}

/** POST /sign-in/code: the code for a ticket; right, the redirect to the admin with a one-time code. */
export function secondStepRoutes(deps: Pick<Deps, 'db' | 'config' | 'secret' | 'clock'>): Hono {
  const { db, config, secret, clock } = deps;
  const box = totpBox(secret);
  const app = new Hono();
  app.use(
    SECOND_STEP_PATH,
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.text(`${requestTexts(c).texts.t('server.tooLarge')}\n`, 413),
    }),
  );
  // A reload of the answer page lands here: start over.
  app.get(SECOND_STEP_PATH, (c) => c.redirect(pagePath('/', requestTexts(c).page), 303));

  app.post(SECOND_STEP_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
    const now = nowSeconds(clock);
    if (refusedText(form).length > 0) return render(c, deps, 400, { error: UNUSABLE });
    if (!csrfValid(c, secret, text('csrf'))) return render(c, deps, 403, { error: FORM_EXPIRED });
    const ticketText = text('ticket');
    const ticket = ticketText ? await findTicket(db, ticketText, now) : null;
    if (!ticket) return render(c, deps, 401, { error: TICKET_OVER });
    const again = { ticket: ticketText, from: ticket.from };
    const code = text('code').trim();
    if (!code) return render(c, deps, 400, { ...again, error: CODE_MISSING });

    const limit = codeCheckLimit('sign-in', ticket.accountId);
    const admission = await admitAttempt(db, [limit], now);
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfter));
      const wait = requestTexts(c).texts.retry(
        SECOND_STEP_ERRORS.tooManyCodes,
        now,
        admission.retryAfter,
      );
      return render(c, deps, 429, { from: ticket.from, error: { text: wait } });
    }
    const right = await db.transaction(async (tx) => {
      if (await checkSecondFactor(tx, box, ticket.accountId, code.slice(0, 64), clock.now())) {
        await tx.query('DELETE FROM sign_in_mfa_tickets WHERE ticket_hash = $1', [
          hashToken(ticketText),
        ]);
        return true;
      }
      await tx.query(
        'UPDATE sign_in_mfa_tickets SET failures = failures + 1 WHERE ticket_hash = $1',
        [hashToken(ticketText)],
      );
      return false;
    });
    if (!right) {
      const over = ticket.failures + 1 >= TICKET_MAX_FAILURES;
      return over
        ? render(c, deps, 401, { from: ticket.from, error: TICKET_OVER })
        : render(c, deps, 401, { ...again, error: CODE_WRONG });
    }
    await settleAttempt(db, { reset: [limit] });
    const signInCode = await createSignInCode(
      db,
      { accountId: ticket.accountId, shopId: ticket.shopId },
      now,
    );
    const target = new URLSearchParams({ code: signInCode });
    if (ticket.from) target.set('from', ticket.from);
    return c.redirect(`${config.adminUrl}/admin/auth/verify?${target}`, 303);
  });

  return app;
}
