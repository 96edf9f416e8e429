import { escapeHtml } from '../http/html';
import { BOTGUARD_SCRIPT, BOTGUARD_WAITING } from './botguard-script';

export interface SignInPageState {
  nonce: string;
  csrfToken: string;
  email?: string;
  from?: string;
  error?: string;
  /** The botguard challenge the page's script solves before the form is sent (botguard.ts). */
  botguard: { challenge: string; bits: number };
}

// Served inline under a per-response CSP nonce, as is the sign-in form's one script
// (botguard-script.ts). The invitation page (invitation-page.ts) wears the same.
export const STYLES = `
  :root { color-scheme: light dark; --accent: #3e63dd; --accent-strong: #3451b2; --bg: #f4f5f8;
    --card: #fff; --text: #1c2024; --muted: #60646c; --border: #d9dbe3; --danger: #ce2c31;
    --danger-bg: #fff0ef; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #111113; --card: #1c1d21; --text: #edeef0; --muted: #b0b4ba; --border: #3a3d44;
      --accent: #6e8bff; --accent-strong: #8da4ff; --danger: #ff9592; --danger-bg: #3b1219; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: var(--bg); color: var(--text);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 400px; background: var(--card); border: 1px solid var(--border);
    border-radius: 12px; padding: 32px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.06); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; line-height: 1.3; }
  .lead { margin: 0 0 24px; color: var(--muted); }
  .field { display: grid; gap: 6px; margin-block-end: 16px; }
  label { font-weight: 600; font-size: 0.9rem; }
  input[type="email"], input[type="password"] { width: 100%; padding: 10px 12px; font: inherit;
    color: inherit; background: transparent; border: 1px solid var(--border); border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  button { width: 100%; margin-block-start: 8px; padding: 11px 16px; font: inherit; font-weight: 600;
    color: #fff; background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: var(--accent-strong); }
  .error { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; color: var(--danger);
    background: var(--danger-bg); border: 1px solid currentColor; }
  .status:empty { display: none; }
  .status, .note { margin: 12px 0 0; color: var(--muted); font-size: 0.9rem; }
`;

/** The sign-in form. Every value placed in the page is escaped. */
export function renderSignInPage(state: SignInPageState): string {
  const error = state.error
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(state.error)}</p>`
    : '';
  const describedBy = state.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>Sign in · Shop admin</title>
<style nonce="${escapeHtml(state.nonce)}">${STYLES}</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p class="lead">Continue to your store's admin.</p>
${error}
<form id="sign-in-form" method="post" action="/sign-in" data-botguard-bits="${state.botguard.bits}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(state.csrfToken)}" />
<input type="hidden" name="from" value="${escapeHtml(state.from ?? '')}" />
<input type="hidden" name="botguard_challenge" value="${escapeHtml(state.botguard.challenge)}" />
<input type="hidden" name="botguard_solution" value="" />
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(state.email ?? '')}"${describedBy}${state.email ? '' : ' autofocus'} />
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${state.email ? ' autofocus' : ''} />
</div>
<button type="submit">Sign in</button>
<p id="botguard-status" class="status" role="status" data-waiting="${escapeHtml(BOTGUARD_WAITING)}"></p>
<noscript><p class="note">Some stores have this page check that a person, not a program, is signing in, which needs JavaScript. If sign-in fails, turn JavaScript on.</p></noscript>
</form>
</main>
<script nonce="${escapeHtml(state.nonce)}">${BOTGUARD_SCRIPT}</script>
</body>
</html>
`;
}
