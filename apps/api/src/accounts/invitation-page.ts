import { PASSWORD_MIN_LENGTH, STAFF_INVITATION_TTL_SECONDS } from '@shop/admin-api';
import { escapeHtml } from '../http/html';
import { STYLES } from './page';

/**
 * What the invitation page shows: a form to set a password (a new person), a form to enter one (a
 * person with an account already), that they joined, or why the link does not work.
 */
export type InvitationView =
  | { kind: 'new'; token: string; shopName: string; email: string; firstName: string }
  | { kind: 'existing'; token: string; shopName: string; email: string }
  | { kind: 'joined'; shopName: string }
  | { kind: 'invalid' }
  | { kind: 'expired' };

export interface InvitationPageState {
  nonce: string;
  csrfToken: string;
  view: InvitationView;
  error?: string;
}

const EXTRA_STYLES = `
  .hint { margin: 0; color: var(--muted); font-size: 0.875rem; }
  .identity { margin: 0 0 16px; overflow-wrap: anywhere; }
  a.button { display: block; text-align: center; text-decoration: none; padding: 11px 16px;
    font-weight: 600; color: #fff; background: var(--accent); border-radius: 8px; }
  a.button:hover { background: var(--accent-strong); }
  a.button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

const e = escapeHtml;
const DAY = 24 * 60 * 60;

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="invitation-error">${e(error)}</p>` : '';
}

function passwordField(options: {
  id: string;
  label: string;
  autocomplete: string;
  describedBy: string[];
  invalid: boolean;
  autofocus: boolean;
  /** Help under the input, inside its field (its id is `${id}-hint`). */
  hint?: string;
}): string {
  const describedBy = options.describedBy.length
    ? ` aria-describedby="${options.describedBy.join(' ')}"`
    : '';
  return `<div class="field">
<label for="${options.id}">${e(options.label)}</label>
<input id="${options.id}" name="${options.id}" type="password" autocomplete="${options.autocomplete}" required${describedBy}${options.invalid ? ' aria-invalid="true"' : ''}${options.autofocus ? ' autofocus' : ''} />
${options.hint ? `<p class="hint" id="${options.id}-hint">${e(options.hint)}</p>\n` : ''}</div>`;
}

function body(state: InvitationPageState): { title: string; html: string } {
  const { view, error } = state;
  const errorIds = error ? ['invitation-error'] : [];
  const hidden = (token: string) =>
    `<input type="hidden" name="csrf" value="${e(state.csrfToken)}" />
<input type="hidden" name="token" value="${e(token)}" />`;

  switch (view.kind) {
    case 'new':
      return {
        title: `Join ${view.shopName}`,
        html: `<h1>Join ${e(view.shopName)}</h1>
<p class="lead">Hello ${e(view.firstName)}, you have been invited to help run ${e(view.shopName)}. Choose a password for your account, and you are in.</p>
${errorBlock(error)}
<form method="post" action="/invitation" novalidate>
${hidden(view.token)}
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" value="${e(view.email)}" readonly />
</div>
${passwordField({ id: 'password', label: 'Password', autocomplete: 'new-password', describedBy: ['password-hint', ...errorIds], invalid: !!error, autofocus: true, hint: `At least ${PASSWORD_MIN_LENGTH} characters.` })}
${passwordField({ id: 'password_confirm', label: 'Confirm password', autocomplete: 'new-password', describedBy: errorIds, invalid: !!error, autofocus: false })}
<button type="submit">Create account and sign in</button>
</form>`,
      };
    case 'existing':
      return {
        title: `Join ${view.shopName}`,
        html: `<h1>Join ${e(view.shopName)}</h1>
<p class="lead">You have been invited to help run ${e(view.shopName)}. You already have an account: enter its password to accept.</p>
<p class="identity">${e(view.email)}</p>
${errorBlock(error)}
<form method="post" action="/invitation" novalidate>
${hidden(view.token)}
<input type="hidden" name="email" autocomplete="username" value="${e(view.email)}" />
${passwordField({ id: 'password', label: 'Password', autocomplete: 'current-password', describedBy: errorIds, invalid: !!error, autofocus: true })}
<button type="submit">Accept invitation</button>
</form>`,
      };
    case 'joined':
      return {
        title: `You joined ${view.shopName}`,
        html: `<h1>You joined ${e(view.shopName)}</h1>
<p class="lead">It is now among your stores. Sign in, then choose it in the store switcher.</p>
<a class="button" href="/">Sign in</a>`,
      };
    case 'invalid':
      return {
        title: 'This invitation link does not work',
        html: `<h1>This invitation link does not work</h1>
<p class="lead">It may have been used already, or replaced by a newer link. Ask the person who invited you for a new one.</p>
${errorBlock(error)}`,
      };
    case 'expired':
      return {
        title: 'This invitation has expired',
        html: `<h1>This invitation has expired</h1>
<p class="lead">Invitation links work for ${STAFF_INVITATION_TTL_SECONDS / DAY} days. Ask the person who invited you for a new one.</p>`,
      };
  }
}

/** The invitation page. Every value placed in it is escaped; it has no script. */
export function renderInvitationPage(state: InvitationPageState): string {
  const { title, html } = body(state);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${e(title)} · Shop admin</title>
<style nonce="${e(state.nonce)}">${STYLES}${EXTRA_STYLES}</style>
</head>
<body>
<main>
${html}
</main>
</body>
</html>
`;
}
