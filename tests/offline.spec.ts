import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, OWNER, secondBrowser, test } from './support/fixtures';

const API = '/api/admin/v1';
const ROUNDS = 20;

interface Group {
  id: string;
  name: string;
  description: string | null;
}

/** A run's own prefix: tests share the shop, and group names are unique in it. */
const runPrefix = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const isAnswer = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method &&
  path.test(new URL(response.url()).pathname) &&
  response.status() < 300;

const waitingToSync = (page: Page) => page.getByTestId('pending-changes').getByRole('button');

/** How many entries of changes waiting to sync the page keeps in IndexedDB (0 or 1). */
const changesKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('keyval')) return resolve(0);
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.filter((k) => String(k).includes('waiting-changes')).length);
        };
      }),
  );

/**
 * The server's view, through the Admin API with a token of its own: the refresh cookie of the
 * context (which this rotates, so it is called once the browser is done).
 */
async function groupsOnServer(context: BrowserContext, baseUrl: string, q: string) {
  const xsrf = (await context.cookies(baseUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const refresh = await context.request.post(`${baseUrl}${API}/auth/refresh-token`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(refresh.status()).toBe(200);
  const { access_token: token } = (await refresh.json()) as { access_token: string };
  const list = await context.request.get(`${baseUrl}${API}/customer-groups`, {
    params: { q, limit: 100 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { items: Group[] }).items;
}

/**
 * Saves with the connection cut at one of two moments: before the click (the change waits, and
 * the shell says so) or right after it (the request is on its way, its answer may be lost and it
 * is sent again with its idempotency key). Then the connection comes back.
 */
async function saveAcrossOutage(
  page: Page,
  context: BrowserContext,
  round: number,
  answer: Promise<Response>,
) {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  if (round % 2 === 0) {
    await context.setOffline(true);
    await save.click();
    await expect(waitingToSync(page)).toHaveText('1 change waiting to sync');
  } else {
    await save.click();
    await context.setOffline(true);
  }
  await context.setOffline(false);
  await answer;
}

test('20 outages while creating and editing: every acknowledged change is on the server once', async ({
  page,
  context,
  server,
  signIn,
}) => {
  test.setTimeout(20 * 60_000);
  await signIn(OWNER, '/customer-groups');
  const prefix = runPrefix('Offline');
  let made = 0;
  let acknowledged = 0;
  let replayed = 0;
  page.on('response', (response) => {
    if (response.headers()['idempotent-replayed'] === 'true') replayed += 1;
  });
  const expected = new Map<string, string>(); // name -> the description last acknowledged

  for (let round = 0; round < ROUNDS; round += 1) {
    const name = `${prefix} ${round}`;
    await page.goto(`${server.baseUrl}/admin/customer-groups/new`);
    await expect(page.getByRole('heading', { level: 1, name: 'New customer group' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    const created = page.waitForResponse(isAnswer('POST', /\/customer-groups$/));
    made += 1;
    await saveAcrossOutage(page, context, round, created);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    acknowledged += 1;
    expected.set(name, '');

    const description = `Edited in round ${round}`;
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    const saved = page.waitForResponse(isAnswer('PUT', /\/customer-groups\/[^/]+$/));
    made += 1;
    await saveAcrossOutage(page, context, round + 1, saved);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' }).first()).toBeVisible();
    await expect(waitingToSync(page)).toHaveCount(0);
    acknowledged += 1;
    expected.set(name, description);
  }

  const onServer = await groupsOnServer(context, server.baseUrl, prefix);
  const byName = new Map<string, Group[]>();
  for (const group of onServer) byName.set(group.name, [...(byName.get(group.name) ?? []), group]);
  let found = 0;
  let doubled = 0;
  for (const [name, description] of expected) {
    const groups = byName.get(name) ?? [];
    if (groups.length > 1) doubled += groups.length - 1;
    if (groups.length >= 1) found += 1; // the create
    if (groups.some((group) => (group.description ?? '') === description)) found += 1; // the edit
  }
  console.log(
    `offline figures: changes made ${made}, acknowledged ${acknowledged}, found on the server ${found}, doubled ${doubled}, answers replayed by idempotency key ${replayed}, outages ${ROUNDS * 2}`,
  );
  expect(acknowledged).toBe(made);
  expect(found).toBe(acknowledged);
  expect(doubled).toBe(0);
  expect(onServer).toHaveLength(ROUNDS);
});

test('a save paused offline survives a reload and lands once the connection is back', async ({
  page,
  context,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups');
  const name = runPrefix('Reloaded');
  await page.goto(`${server.baseUrl}/admin/customer-groups/new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Description' }).fill('Saved offline, then reloaded');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(waitingToSync(page)).toHaveText('1 change waiting to sync');
  // Opened from the keyboard; Escape closes it and gives focus back to the button.
  await waitingToSync(page).press('Enter');
  const list = page.getByRole('dialog', { name: 'Waiting to sync' });
  await expect(list).toContainText('Changed: customer-groups/');
  await expect(list).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(waitingToSync(page)).toBeFocused();
  // Kept in IndexedDB before the page goes.
  await expect.poll(() => changesKept(page)).toBe(1);

  // The page reloads while the API cannot be reached (the app's files still load): the session
  // does not sign out, it waits; the kept save goes once the API answers again.
  const unreachable = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('internetdisconnected');
  await page.route(`**${API}/**`, unreachable);
  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/customer-groups\//);
  const landed = page.waitForResponse(isAnswer('PUT', /\/customer-groups\/[^/]+$/));
  await page.unroute(`**${API}/**`, unreachable);
  await landed;
  await expect(waitingToSync(page)).toHaveCount(0);
  // Still signed in, and the group shows the save made before the reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Saved offline, then reloaded',
  );
  const [group] = await groupsOnServer(context, server.baseUrl, name);
  expect(group?.description).toBe('Saved offline, then reloaded');
});

test('the offline work does not wait for its texts: a save made offline is kept, then listed', async ({
  page,
  context,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups');
  // The next page's offline texts are held back, as when the connection drops before they come.
  let textsAsked!: () => void;
  const asked = new Promise<void>((resolve) => (textsAsked = resolve));
  let releaseTexts!: () => void;
  const released = new Promise<void>((resolve) => (releaseTexts = resolve));
  await page.route('**/locales/*/offline.json', async (route) => {
    textsAsked();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.goto(`${server.baseUrl}/admin/customer-groups/new`);
  await asked; // the offline work has loaded and asked for its texts
  const name = runPrefix('Untold');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Kept for a reload already, though the shell cannot yet say so.
  await expect.poll(() => changesKept(page)).toBe(1);

  releaseTexts();
  await expect(waitingToSync(page)).toHaveText('1 change waiting to sync');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => changesKept(page)).toBe(0);
  expect(await groupsOnServer(context, server.baseUrl, name)).toHaveLength(1);
});

test('a save kept over a reload that meets a newer version asks whose version wins', async ({
  page,
  context,
  browser,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups/new');
  const name = runPrefix('Contested');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const path = new URL(page.url()).pathname.replace('/admin', '');

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Description' }).fill('Mine, made offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(waitingToSync(page)).toHaveText('1 change waiting to sync');

  // The page reloads while the API cannot be reached, and meanwhile someone else saves the group.
  const unreachable = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('internetdisconnected');
  await page.route(`**${API}/**`, unreachable);
  await context.setOffline(false);
  await page.reload();
  const other = await secondBrowser(browser, server.baseUrl, path);
  try {
    await other.page.getByRole('textbox', { name: 'Description' }).fill('Theirs, saved meanwhile');
    await other.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(other.page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible();
  } finally {
    await other.context.close();
  }

  // The kept save meets their version: nothing is overwritten, the app asks.
  await page.unroute(`**${API}/**`, unreachable);
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved changes' });
  await expect(conflict).toContainText(`A change you made offline to customer-groups/`);

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Mine, made offline',
  );
  await expect(waitingToSync(page)).toHaveCount(0);
  const [mine] = await groupsOnServer(context, server.baseUrl, name);
  expect(mine?.description).toBe('Mine, made offline');
});
