import { escapeHtml } from '../http/html';
import { BOTGUARD_SCRIPT } from './botguard-script';
import { botguardFields, botguardFormAttribute, type BotguardChallenge } from './botguard-fields';
import { renderDocument } from './document';
import type { Texts } from './i18n';
import { pagePath, type PageLanguage } from './language';
import { renderLanguageSwitch } from './language-switch';

export interface SignInPageState {
  texts: Texts;
  /** How the language was chosen: a language chosen in the address is kept by the form and links. */
  page: PageLanguage;
  nonce: string;
  csrfToken: string;
  email?: string;
  from?: string;
  /** Already in the page's language. */
  error?: string;
  /** The botguard challenge the page's script solves before the form is sent (botguard.ts). */
  botguard: BotguardChallenge;
}

/** The sign-in form. Every value placed in the page is escaped. */
export function renderSignInPage(state: SignInPageState): string {
  const { texts, page } = state;
  const { t } = texts;
  const e = escapeHtml;
  const error = state.error
    ? `<p class="error" role="alert" id="sign-in-error">${e(state.error)}</p>`
    : '';
  const describedBy = state.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const guard = botguardFields(texts, state.botguard);
  // Another language is the same page again: the page to return to is kept; what was typed is not
  // (a password never goes into an address).
  const languages = renderLanguageSwitch(texts, (language) =>
    pagePath('/', { language, explicit: true }, { from: state.from }),
  );
  return renderDocument({
    texts,
    nonce: state.nonce,
    title: t('signIn.title'),
    script: BOTGUARD_SCRIPT,
    body: `<h1>${e(t('signIn.heading'))}</h1>
<p class="lead">${e(t('signIn.lead'))}</p>
${error}
<form id="sign-in-form" method="post" action="${e(pagePath('/sign-in', page))}" ${botguardFormAttribute(state.botguard)} novalidate>
<input type="hidden" name="csrf" value="${e(state.csrfToken)}" />
<input type="hidden" name="from" value="${e(state.from ?? '')}" />
${guard.hidden}
<div class="field">
<label for="email">${e(t('signIn.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(state.email ?? '')}"${describedBy}${state.email ? '' : ' autofocus'} />
</div>
<div class="field">
<label for="password">${e(t('signIn.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${state.email ? ' autofocus' : ''} />
</div>
<button type="submit">${e(t('signIn.submit'))}</button>
${guard.after}
</form>
${languages}`,
  });
}
