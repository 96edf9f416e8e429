import { escapeHtml } from '../http/html';
import type { Texts } from './i18n';

// Served inline under a per-response CSP nonce (page-headers.ts), as is the sign-in form's one
// script (botguard-script.ts). Every accounts page wears them; logical properties throughout, so a
// right-to-left language lays out as it should.
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
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent);
    outline-offset: 2px; }
  button { width: 100%; margin-block-start: 8px; padding: 11px 16px; font: inherit; font-weight: 600;
    color: #fff; background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: var(--accent-strong); }
  .error { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; color: var(--danger);
    background: var(--danger-bg); border: 1px solid currentColor; }
  .status:empty { display: none; }
  .status, .note { margin: 12px 0 0; color: var(--muted); font-size: 0.9rem; }
  .languages { margin-block-start: 24px; font-size: 0.9rem; }
  .languages ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 16px; margin: 0;
    padding: 0; list-style: none; }
  .languages a { color: var(--accent); }
  .languages [aria-current] { color: var(--muted); }
`;

/**
 * A whole accounts page around `body` (the inside of <main>): its language and direction, its title
 * (`title` names the page; the product's name is added), its styles and, for the sign-in forms, the
 * botguard's script. `title` is text (escaped here); `body`, `styles` and `script` are HTML and CSS
 * the caller built, with every value in them escaped.
 */
export function renderDocument(page: {
  texts: Texts;
  nonce: string;
  title: string;
  body: string;
  styles?: string;
  script?: string;
}): string {
  const { texts, nonce } = page;
  const e = escapeHtml;
  const script = page.script ? `<script nonce="${e(nonce)}">${page.script}</script>\n` : '';
  return `<!doctype html>
<html lang="${texts.language}" dir="${texts.dir}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${e(texts.t('document.title', { page: page.title }))}</title>
<style nonce="${e(nonce)}">${STYLES}${page.styles ?? ''}</style>
</head>
<body>
<main>
${page.body}
</main>
${script}</body>
</html>
`;
}
