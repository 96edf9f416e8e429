import { PASSWORD_MIN_LENGTH, STAFF_INVITATION_TTL_SECONDS } from '@shop/admin-api';
import { escapeHtml } from '../http/html';
import { BOTGUARD_SCRIPT } from './botguard-script';
import { botguardFields, botguardFormAttribute, type BotguardChallenge } from './botguard-fields';
import { renderDocument } from './document';
import type { Texts } from './i18n';
import { pagePath, type PageLanguage } from './language';
import { renderLanguageSwitch } from './language-switch';

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
  texts: Texts;
  /** How the language was chosen: a language chosen in the address is kept by the form and links. */
  page: PageLanguage;
  nonce: string;
  csrfToken: string;
  view: InvitationView;
  /** Already in the page's language. */
  error?: string;
  /**
   * The botguard challenge of the form of a person with an account: their password is checked there
   * as on the sign-in form, so it is guarded as that form is (botguard.ts).
   */
  botguard?: BotguardChallenge;
}

const EXTRA_STYLES = `
  .hint { margin: 0; color: var(--muted); font-size: 0.875rem; }
  .identity { margin: 0 0 16px; overflow-wrap: anywhere; }
  a.button { display: block; text-align: center; text-decoration: none; padding: 11px 16px;
    font-weight: 600; color: #fff; background: var(--accent); border-radius: 8px; }
  a.button:hover { background: var(--accent-strong); }
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

function body(state: InvitationPageState): { title: string; html: string; script?: string } {
  const { view, error, texts, page } = state;
  const { t } = texts;
  const errorIds = error ? ['invitation-error'] : [];
  const action = e(pagePath('/invitation', page));
  const hidden = (token: string) =>
    `<input type="hidden" name="csrf" value="${e(state.csrfToken)}" />
<input type="hidden" name="token" value="${e(token)}" />`;
  // The same invitation in another language: the token is in the address already.
  const languages = (token: string) =>
    renderLanguageSwitch(texts, (language) =>
      pagePath('/invitation', { language, explicit: true }, { token }),
    );

  switch (view.kind) {
    case 'new': {
      const title = t('invitation.join', { shop: view.shopName });
      return {
        title,
        html: `<h1>${e(title)}</h1>
<p class="lead">${e(t('invitation.newLead', { name: view.firstName, shop: view.shopName }))}</p>
${errorBlock(error)}
<form method="post" action="${action}" novalidate>
${hidden(view.token)}
<div class="field">
<label for="email">${e(t('invitation.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" value="${e(view.email)}" readonly />
</div>
${passwordField({ id: 'password', label: t('invitation.password'), autocomplete: 'new-password', describedBy: ['password-hint', ...errorIds], invalid: !!error, autofocus: true, hint: t('invitation.passwordHint', { count: PASSWORD_MIN_LENGTH }) })}
${passwordField({ id: 'password_confirm', label: t('invitation.confirmPassword'), autocomplete: 'new-password', describedBy: errorIds, invalid: !!error, autofocus: false })}
<button type="submit">${e(t('invitation.create'))}</button>
</form>
${languages(view.token)}`,
      };
    }
    case 'existing': {
      const title = t('invitation.join', { shop: view.shopName });
      const guard = state.botguard ? botguardFields(texts, state.botguard) : undefined;
      return {
        title,
        ...(guard ? { script: BOTGUARD_SCRIPT } : {}),
        html: `<h1>${e(title)}</h1>
<p class="lead">${e(t('invitation.existingLead', { shop: view.shopName }))}</p>
<p class="identity">${e(view.email)}</p>
${errorBlock(error)}
<form method="post" action="${action}"${state.botguard ? ` ${botguardFormAttribute(state.botguard)}` : ''} novalidate>
${hidden(view.token)}
<input type="hidden" name="email" autocomplete="username" value="${e(view.email)}" />
${guard ? `${guard.hidden}\n` : ''}${passwordField({ id: 'password', label: t('invitation.password'), autocomplete: 'current-password', describedBy: errorIds, invalid: !!error, autofocus: true })}
<button type="submit">${e(t('invitation.accept'))}</button>
${guard ? `${guard.after}\n` : ''}</form>
${languages(view.token)}`,
      };
    }
    case 'joined': {
      const title = t('invitation.joined', { shop: view.shopName });
      return {
        title,
        html: `<h1>${e(title)}</h1>
<p class="lead">${e(t('invitation.joinedLead'))}</p>
<a class="button" href="${e(pagePath('/', page))}">${e(t('invitation.signIn'))}</a>`,
      };
    }
    case 'invalid':
      return {
        title: t('invitation.invalid'),
        html: `<h1>${e(t('invitation.invalid'))}</h1>
<p class="lead">${e(t('invitation.invalidLead'))}</p>
${errorBlock(error)}`,
      };
    case 'expired':
      return {
        title: t('invitation.expired'),
        html: `<h1>${e(t('invitation.expired'))}</h1>
<p class="lead">${e(t('invitation.expiredLead', { count: STAFF_INVITATION_TTL_SECONDS / DAY }))}</p>`,
      };
  }
}

/** The invitation page. Every value placed in it is escaped; its only script is the botguard's. */
export function renderInvitationPage(state: InvitationPageState): string {
  const { title, html, script } = body(state);
  return renderDocument({
    texts: state.texts,
    nonce: state.nonce,
    title,
    styles: EXTRA_STYLES,
    body: html,
    ...(script ? { script } : {}),
  });
}
