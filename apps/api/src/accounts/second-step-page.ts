import { escapeHtml } from '../http/html';
import { STYLES } from './page';

export interface SecondStepPageState {
  nonce: string;
  csrfToken: string;
  /** The sign-in waiting for its code; absent when it can no longer go on (expired, too many tries). */
  ticket?: string;
  /** Where "Sign in again" starts over, keeping the page the user was going to. */
  from?: string;
  error?: string;
}

const EXTRA_STYLES = `
  input[type="text"] { width: 100%; padding: 10px 12px; font: inherit; color: inherit;
    background: transparent; border: 1px solid var(--border); border-radius: 8px;
    letter-spacing: 0.08em; }
  .again { display: block; margin-block-start: 16px; color: var(--accent); }
  .again:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

/**
 * The sign-in's second step, after a right password when two-step sign-in is on: a code from the
 * authenticator app or a recovery code. No script. Every value placed in the page is escaped.
 */
export function renderSecondStepPage(state: SecondStepPageState): string {
  const error = state.error
    ? `<p class="error" role="alert" id="code-error">${escapeHtml(state.error)}</p>`
    : '';
  const describedBy = state.error ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  const again = `/${state.from ? `?${new URLSearchParams({ from: state.from })}` : ''}`;
  const form = state.ticket
    ? `<form method="post" action="/sign-in/code" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(state.csrfToken)}" />
<input type="hidden" name="ticket" value="${escapeHtml(state.ticket)}" />
<div class="field">
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" maxlength="64" required autofocus${describedBy} />
</div>
<button type="submit">Verify</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>Two-step verification · Shop admin</title>
<style nonce="${escapeHtml(state.nonce)}">${STYLES}${EXTRA_STYLES}</style>
</head>
<body>
<main>
<h1>Two-step verification</h1>
<p class="lead">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
${error}
${form}
<a class="again" href="${escapeHtml(again)}">Sign in again</a>
</main>
</body>
</html>
`;
}
