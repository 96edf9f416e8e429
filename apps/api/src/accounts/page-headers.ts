import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Language } from './i18n';

/**
 * The headers of every accounts page (sign-in, its second step, the invitation), set on `c`; returns
 * the fresh nonce the page's <style>, and its one <script> when it has one, must carry. The headers
 * all accounts answers get (nosniff, no framing, no referrer, no-store) are set in app.ts.
 */
export function setPageHeaders(
  c: Context,
  options: {
    /** The admin app's origin: a form that succeeds is redirected there, which form-action governs. */
    adminOrigin: string;
    language: Language;
    /** The page runs the botguard's solver (botguard-script.ts), inline under the nonce. */
    script: boolean;
  },
): string {
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      // Nothing else runs: no script at all on a page without the botguard.
      ...(options.script ? [`script-src 'nonce-${nonce}'`] : []),
      `form-action 'self' ${options.adminOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  c.header('Content-Language', options.language);
  return nonce;
}
