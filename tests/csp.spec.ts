import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';
import { sidebarPaths } from './support/sidebar';

// The admin's Content-Security-Policy allows no eval and no inline script. A page that tries either
// (zod's `new Function` probe was one) is refused by the browser, which fires `securitypolicyviolation`
// on the document and sends a report: every admin page, and a detail page of each resource, must run
// without a single one.

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Record every CSP violation of every document the page opens (the admin's and the accounts page's),
 * from before the page's own scripts run: the listener is an init script, and it reports to the test
 * through an exposed function, which survives full navigations.
 */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
        .__reportCspViolation;
      report({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  return violations;
}

/**
 * Open an admin path in a new document and wait until its page has rendered its heading: in the
 * shell's main area, or in the settings modal that covers it.
 */
async function visit(page: Page, baseUrl: string, path: string) {
  const response = await page.goto(`${baseUrl}/admin${path}`);
  expect(response?.headers()['content-security-policy'], path).toBeDefined();
  const pageArea = page.getByRole('main').or(page.getByRole('dialog'));
  await expect(pageArea.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
}

test('the admin CSP allows no eval and no inline script', async ({ request, server }) => {
  const response = await request.get(`${server.baseUrl}/admin/home`);
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
});

/**
 * Every page of the sidebar, by area (three tests that run side by side, each a handful of page
 * loads). The first test also checks that this list is what the sidebar links to, so a new entry
 * cannot go unchecked.
 */
const AREAS: Record<string, string[]> = {
  'home, settings, discounts and online store': [
    '/home',
    '/settings',
    '/discount-code',
    '/discount-threshold',
    '/discount-settings',
    '/discount-analytics',
    '/themes',
    '/navigation',
    '/pages',
  ],
  catalog: ['/products', '/collections', '/inventory', '/orders'],
  customers: ['/customers', '/customer-groups'],
};

/** The detail pages a list links to (its first row's); a product's page links to its variants. */
const DETAILS: Record<string, RegExp> = {
  '/products': /^\/products\/[^/]+$/,
  '/products/': /^\/products\/[^/]+\/variants\/[^/]+$/,
  '/collections': /^\/collections\/[^/]+$/,
  '/orders': /^\/orders\/[^/]+$/,
  '/customers': /^\/customers\/[^/]+$/,
  '/customer-groups': /^\/customer-groups\/[^/]+$/,
  '/discount-code': /^\/discount-code\/[^/]+$/,
};
const detailOf = (path: string) =>
  DETAILS[path] ?? (/^\/products\/[^/]+$/.test(path) ? DETAILS['/products/'] : undefined);

/** The first link of the page's main area to a path matching `pattern`, once the page shows one. */
async function firstLink(page: Page, baseUrl: string, pattern: RegExp): Promise<string> {
  const matching = async () =>
    (
      await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    )
      .map((href) => new URL(href, baseUrl).pathname.replace(/^\/admin/, ''))
      .filter((href) => pattern.test(href) && !href.endsWith('/new'));
  await expect.poll(async () => (await matching()).length).toBeGreaterThan(0);
  return (await matching())[0]!;
}

for (const [area, paths] of Object.entries(AREAS)) {
  test(`no ${area} page breaks the CSP, nor the detail pages they lead to`, async ({
    page,
    signIn,
    server,
  }) => {
    const violations = await recordViolations(page);
    await signIn(OWNER, paths[0]);
    if (paths[0] === '/home')
      expect((await sidebarPaths(page)).sort()).toEqual(Object.values(AREAS).flat().sort());

    // Each page in a new document, as a user who opens its link lands on it.
    const queue = [...paths];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await visit(page, server.baseUrl, path);
      const detail = detailOf(path);
      if (detail) queue.push(await firstLink(page, server.baseUrl, detail));
    }

    expect(violations).toEqual([]);
  });
}
