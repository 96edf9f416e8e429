import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test as base, expect, OWNER } from './support/fixtures';
import { OWN_SERVER_FIXTURE, useOwnServer } from './support/own-server';
import type { ServerState } from './support/state';

/*
 * Settings › App store with a widget configured: a server of its own started with
 * APP_STORE_WIDGET_URL pointing at a stand-in widget on another origin (another port), which draws
 * what its token says. It proves the whole way in a browser: the admin's CSP lets that origin's
 * script run, the token reaches the widget on its script element (never in a URL), and a token that
 * cannot be had is logged and said quietly, without a toast (§8).
 */

const API = '/api/admin/v1';

/**
 * The stand-in widget: reads its script element's data, decodes the token's claims (it does not
 * check them: the API tests hold the signature to account) and draws them into its container.
 */
const WIDGET_SCRIPT = `(() => {
  const { token, container, language } = document.currentScript.dataset;
  const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  const line = document.createElement('p');
  line.textContent = 'Automations of ' + claims.shop + ' for ' + claims.sub + ' (' + claims.aud + ', ' + language + ')';
  document.getElementById(container).append(line);
})();`;

interface WidgetHost {
  origin: string;
  /** What the stand-in was asked for: each request's URL and headers. */
  requests: { url: string; headers: IncomingHttpHeaders }[];
}

const test = base.extend<object, { widget: WidgetHost; ownServer: ServerState }>({
  widget: [
    async ({}, use) => {
      const requests: WidgetHost['requests'] = [];
      const host = createServer((req, res) => {
        requests.push({ url: req.url ?? '', headers: req.headers });
        if (req.url !== '/automation.js') {
          res.writeHead(404).end();
          return;
        }
        // A widget's host answers CORS: the admin loads the script anonymously (no cookies).
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Access-Control-Allow-Origin': '*',
        });
        res.end(WIDGET_SCRIPT);
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      const { port } = host.address() as AddressInfo;
      try {
        await use({ origin: `http://localhost:${port}`, requests });
      } finally {
        await new Promise((resolve) => host.close(resolve));
      }
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ widget }, use) =>
      useOwnServer(use, { APP_STORE_WIDGET_URL: `${widget.origin}/automation.js` }),
    OWN_SERVER_FIXTURE,
  ],
  server: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});
test.describe.configure({ mode: 'serial' });

/** Every CSP violation the page's documents report (see csp.spec.ts). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test("the widget loads from its own origin, which the CSP allows, and gets the owner's token", async ({
  page,
  signIn,
  widget,
}) => {
  const violations = await recordViolations(page);
  const served = page.waitForResponse((res) => res.url().endsWith('/admin/settings/app-store'));
  await signIn(OWNER, '/settings/app-store');
  const csp = (await served).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${widget.origin};`);

  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  await expect(modal.getByRole('region', { name: 'App store' })).toHaveText(
    'Automations of shop_demo for acct_owner (app-store-widget, en)',
  );
  await expect(modal.getByText('The app store is not set up on this platform.')).toHaveCount(0);

  // The script was asked for as configured: no token in its URL, none of the admin's cookies.
  const asked = widget.requests.filter((r) => r.url === '/automation.js');
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked) {
    expect(request.url).not.toContain('token');
    expect(request.headers.cookie).toBeUndefined();
  }
  expect(violations).toEqual([]);
});

test('a token that cannot be had is logged, said quietly, and asked for again on Try again', async ({
  page,
  signIn,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(`**${API}/settings/app-store/generateToken`, (route) =>
    route.fulfill({ status: 503, json: { message: 'Token service asleep', errors: [] } }),
  );
  await signIn(OWNER, '/settings/app-store');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByText('The app store could not be loaded.')).toBeVisible();
  // §8: logged only, no toast with the server's message.
  expect(logged.length).toBeGreaterThan(0);
  await expect(page.getByText('Token service asleep')).toHaveCount(0);
  await expect(modal.getByRole('region', { name: 'App store' })).toBeHidden();

  await page.unroute(`**${API}/settings/app-store/generateToken`);
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(modal.getByRole('region', { name: 'App store' })).toHaveText(
    'Automations of shop_demo for acct_owner (app-store-widget, en)',
  );
  await expect(modal.getByText('The app store could not be loaded.')).toHaveCount(0);
});
