import { escapeHtml } from '../http/html';
import { renderDocument } from './document';
import type { Texts } from './i18n';
import { pagePath, type PageLanguage } from './language';

export interface SecondStepPageState {
  texts: Texts;
  /** How the language was chosen: a language chosen in the address is kept by the form and links. */
  page: PageLanguage;
  nonce: string;
  csrfToken: string;
  /** The sign-in waiting for its code; absent when it can no longer go on (expired, too many tries). */
  ticket?: string;
  /** Where "Sign in again" starts over, keeping the page the user was going to. */
  from?: string;
  /** Already in the page's language. */
  error?: string;
}

const EXTRA_STYLES = `
  input[type="text"] { width: 100%; padding: 10px 12px; font: inherit; color: inherit;
    background: transparent; border: 1px solid var(--border); border-radius: 8px;
    letter-spacing: 0.08em; }
  .again { display: block; margin-block-start: 16px; color: var(--accent); }
`;

/**
 * The sign-in's second step, after a right password when two-step sign-in is on: a code from the
 * authenticator app or a recovery code. No script. Every value placed in the page is escaped.
 */
export function renderSecondStepPage(state: SecondStepPageState): string {
  const { texts, page } = state;
  const { t } = texts;
  const e = escapeHtml;
  const error = state.error
    ? `<p class="error" role="alert" id="code-error">${e(state.error)}</p>`
    : '';
  const describedBy = state.error ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  const again = pagePath('/', page, { from: state.from });
  const form = state.ticket
    ? `<form method="post" action="${e(pagePath('/sign-in/code', page))}" novalidate>
<input type="hidden" name="csrf" value="${e(state.csrfToken)}" />
<input type="hidden" name="ticket" value="${e(state.ticket)}" />
<div class="field">
<label for="code">${e(t('secondStep.code'))}</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" maxlength="64" required autofocus${describedBy} />
</div>
<button type="submit">${e(t('secondStep.submit'))}</button>
</form>`
    : '';
  return renderDocument({
    texts,
    nonce: state.nonce,
    title: t('secondStep.title'),
    styles: EXTRA_STYLES,
    body: `<h1>${e(t('secondStep.heading'))}</h1>
<p class="lead">${e(t('secondStep.lead'))}</p>
${error}
${form}
<a class="again" href="${e(again)}">${e(t('secondStep.again'))}</a>`,
  });
}
