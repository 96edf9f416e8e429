import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, OWNER } from './support/fixtures';
import { OWN_SERVER_FIXTURE, useOwnServer } from './support/own-server';
import type { ServerState } from './support/state';

/*
 * Error reporting (issue 27) end to end: a server of its own started with SENTRY_DSN pointing at a
 * stand-in Sentry on loopback (another origin, port 0), a page that fails to render, and the event
 * that arrives there: the error, the route, and none of the personal data or tokens the page had
 * (the owner's e-mail, a customer's name and e-mail, the access token, a query string's values).
 */

const API = '/api/admin/v1';
const PROJECT_ID = '42';

interface SentryReceiver {
  dsn: string;
  /** Each envelope's raw body, as it arrived. */
  envelopes: string[];
}

const test = base.extend<object, { receiver: SentryReceiver; ownServer: ServerState }>({
  receiver: [
    async ({}, use) => {
      const envelopes: string[] = [];
      const receiver = createServer((req, res) => {
        // The browser sends from the admin's origin: a real Sentry answers CORS too.
        const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors).end();
          return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          if (req.method === 'POST' && req.url?.startsWith(`/api/${PROJECT_ID}/envelope/`))
            envelopes.push(Buffer.concat(chunks).toString('utf8'));
          res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const { port } = receiver.address() as AddressInfo;
      try {
        await use({ dsn: `http://e2epublickey@127.0.0.1:${port}/${PROJECT_ID}`, envelopes });
      } finally {
        await new Promise((resolve) => receiver.close(resolve));
      }
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ receiver }, use) =>
      useOwnServer(use, { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e' }),
    OWN_SERVER_FIXTURE,
  ],
  server: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});

interface SentryEvent {
  environment?: string;
  release?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string };
}

/** The error events of an envelope: a header line, then an item header and its payload per item. */
function eventsOf(envelope: string): SentryEvent[] {
  const lines = envelope.split('\n');
  const events: SentryEvent[] = [];
  for (let i = 1; i < lines.length - 1; i += 1) {
    const header = JSON.parse(lines[i]!) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
    i += 1;
  }
  return events;
}

interface Customer {
  first_name: string | null;
  last_name: string | null;
  email: string;
}

test('a page that fails to render reports its error, with the route and nothing personal', async ({
  page,
  signIn,
  receiver,
  server,
}) => {
  await signIn(OWNER, '/home');
  await expect(page.getByRole('region', { name: 'Top customers' })).toBeVisible();

  // The access token every API call carries: it must not travel to Sentry.
  const tokens = new Set<string>();
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (authorization?.startsWith('Bearer ')) tokens.add(authorization.slice('Bearer '.length));
  });
  // The top customers' list answers with a name the page cannot draw (an object where the contract
  // says text; production takes answers as they come): the home page fails while rendering.
  const shown: Customer[] = [];
  await page.route(
    (url) => url.pathname === `${API}/customers`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: Customer[] };
      shown.push(...body.items);
      const [first, ...rest] = body.items;
      await route.fulfill({
        response,
        json: { ...body, items: [{ ...first, first_name: { broken: true } }, ...rest] },
      });
    },
  );
  // The address carries what a query string may: a search, a one-time token.
  await page.goto(
    `${server.baseUrl}/admin/home?email=jane.doe%40example.com&token=e2e-one-time-secret`,
  );

  // §2's error view, in the shell.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await expect
    .poll(() => receiver.envelopes.flatMap(eventsOf).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const events = receiver.envelopes.flatMap(eventsOf);
  const event = events.find((e) => e.tags?.kind === 'render');
  expect(event, JSON.stringify(events)).toBeDefined();
  expect(event).toMatchObject({
    environment: 'e2e',
    release: expect.stringMatching(/^shop-admin@\d+\.\d+\.\d+/) as unknown,
    tags: { kind: 'render', route: '/admin/home' },
    exception: { values: [expect.objectContaining({ type: 'TypeError' })] },
  });
  expect(event?.request?.url).toMatch(/\/admin\/home$/);

  // Nothing personal and no token left the browser, in any envelope.
  expect(tokens.size).toBeGreaterThan(0);
  expect(shown.length).toBeGreaterThan(0);
  const sent = receiver.envelopes.join('\n');
  const secrets = [
    OWNER.email,
    'jane.doe',
    'e2e-one-time-secret',
    ...tokens,
    ...shown.map((customer) => customer.email),
    ...shown.map((customer) => `${customer.first_name} ${customer.last_name}`),
  ];
  for (const secret of secrets) expect(sent, secret).not.toContain(secret);
});
