import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { pngFile } from './support/products-images';
import { expect, OWNER, secondBrowser, STAFF, test } from './support/fixtures';

// The owner's journey changes which theme is live and what it publishes: one test after the other.
test.describe.configure({ mode: 'serial' });

/** The storefront the sidebar's preview link opens, in a tab of its own. */
async function openStorefront(page: Page) {
  const preview = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Preview' });
  const href = await preview.getAttribute('href');
  expect(href).toMatch(/^\/store\/[^/]+\/$/);
  const storefront = await page.context().newPage();
  await storefront.goto(new URL(href!, page.url()).toString());
  return storefront;
}

/** The theme's accent colour as the storefront page in `frame` or `page` has it now. */
const accentOf = (target: Pick<Page, 'evaluate'>) =>
  target.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--colors-accent').trim(),
  );

test('activate another theme, customize it with a live preview, publish it', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  const themes = page.getByRole('list', { name: 'Themes' });
  const harbor = themes.getByRole('listitem', { name: 'Harbor' });
  const meadow = themes.getByRole('listitem', { name: 'Meadow' });
  await expect(harbor).toContainText('Live');
  await expect(harbor).toContainText('Version 2.1.0');
  await expect(harbor).toContainText(/Last saved/);
  await expect(harbor.getByRole('img', { name: 'Preview of the Harbor theme' })).toBeVisible();
  await expect(meadow).toContainText('Not live');

  const storefront = await openStorefront(page);
  await expect(storefront.locator('body')).toHaveClass(/theme-harbor/);

  // Activate Meadow, after saying yes.
  await meadow.getByRole('button', { name: 'Activate Meadow' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make Meadow the live theme?' });
  await expect(confirm).toContainText('instead of Harbor');
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Meadow is now live')).toBeVisible();
  await expect(meadow).toContainText('Live');
  await expect(harbor.getByRole('button', { name: 'Activate Harbor' })).toBeVisible();
  await storefront.reload();
  await expect(storefront.locator('body')).toHaveClass(/theme-meadow/);
  const publishedAccent = await accentOf(storefront);
  // A colour other than the published one, so the test also holds when run again on the same server.
  const newAccent = publishedAccent === '#aa2200' ? '#0055aa' : '#aa2200';

  // Customize it: the colour shows in the preview as it is typed, before any save.
  await meadow.getByRole('link', { name: 'Customize Meadow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Meadow' })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(preview.locator('body')).toHaveClass(/theme-meadow/);
  const colours = page.getByRole('region', { name: 'Colours' });
  const accent = colours.getByRole('textbox', { name: 'Accent', exact: true });
  await accent.fill(newAccent);
  const frame = page.frame({ url: /\/store\// })!;
  // Posted on the next frame: well inside 300 ms, given time for a loaded machine.
  await expect.poll(() => accentOf(frame), { timeout: 2_000 }).toBe(newAccent);
  // The storefront itself is unchanged until the settings are published.
  await storefront.reload();
  expect(await accentOf(storefront)).toBe(publishedAccent);

  // The preview's widths.
  await page.getByRole('radio', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Storefront preview"]')).toHaveAttribute(
    'style',
    /inline-size: 375px|width: 375px/,
  );

  // Publish, apart from Save draft and confirmed.
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publish the settings of Meadow?' });
  await expect(publish).toContainText('This theme is live');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Everything is published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await storefront.reload();
  expect(await accentOf(storefront)).toBe(newAccent);

  // Harbor live again, as the seed has it.
  await page.getByRole('link', { name: 'Themes' }).first().click();
  await harbor.getByRole('button', { name: 'Activate Harbor' }).click();
  await page
    .getByRole('alertdialog', { name: 'Make Harbor the live theme?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(harbor).toContainText('Live');
  await storefront.close();
});

test('a draft saved over a newer version asks whose changes to keep', async ({
  page,
  signIn,
  browser,
  server,
}) => {
  await signIn(OWNER, '/themes');
  await page.getByRole('link', { name: 'Customize Noir' }).click();
  const heading = page
    .getByRole('region', { name: 'Banner' })
    .getByRole('textbox', { name: 'Heading' });
  await expect(heading).toBeVisible();
  const path = new URL(page.url()).pathname.replace(/^\/admin/, '');

  // Someone else saves Noir's draft meanwhile.
  const other = await secondBrowser(browser, server.baseUrl, path);
  // Unique, so the test also holds when run again on the same server.
  const theirHeading = `Their heading ${Date.now().toString(36)}`;
  const theirs = other.page
    .getByRole('region', { name: 'Banner' })
    .getByRole('textbox', { name: 'Heading' });
  await theirs.fill(theirHeading);
  await other.page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    other.page.getByRole('status').getByText('Theme draft saved', { exact: true }),
  ).toBeVisible();
  await other.context.close();

  await heading.fill('My heading');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved changes' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(heading).toHaveValue(theirHeading);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
});

test('home sections move by keyboard and the preview follows; the pages pass axe', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/themes');
  await expect(page.getByRole('list', { name: 'Themes' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('link', { name: 'Customize Harbor' }).click();
  const order = page.getByRole('list', { name: 'Home page sections' });
  await expect(order.getByRole('listitem')).toHaveText([
    'Banner',
    'Featured collection',
    'Text block',
    'Featured product',
  ]);
  const previewOrder = async () =>
    (await page
      .frame({ url: /\/store\// })
      ?.evaluate(() =>
        Array.from(document.querySelectorAll('[data-sections] > [data-section-id]')).map(
          (section) => section.getAttribute('data-section-id'),
        ),
      )) ?? null;
  await expect
    .poll(previewOrder)
    .toEqual(['hero', 'featured_collection', 'rich_text', 'featured_product']);

  // Space picks the banner up, each arrow press moves it 25 px, Space drops it a place lower.
  await order.getByRole('button', { name: 'Move Banner' }).focus();
  await page.keyboard.press('Space');
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(order.getByRole('listitem')).toHaveText([
    'Featured collection',
    'Banner',
    'Text block',
    'Featured product',
  ]);
  await expect(order.getByRole('button', { name: 'Move Banner' })).toBeFocused();
  await expect
    .poll(previewOrder, { timeout: 2_000 })
    .toEqual(['featured_collection', 'hero', 'rich_text', 'featured_product']);

  expect(await axeFindings(page)).toEqual([]);

  // A theme image may be 5 MB (§5): 3 MB is taken, more than 5 MB is refused with §5's words.
  const header = page.getByRole('region', { name: 'Header' });
  const logo = header.locator('input[type="file"]');
  await logo.setInputFiles(pngFile('too-big.png', 1_300, 3));
  await expect(header.getByText('Max size must be 5 MB.')).toBeVisible();
  await logo.setInputFiles(pngFile('harbor-logo.png', 1_000, 4));
  await expect(header.getByRole('button', { name: 'Remove image' })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(order.getByRole('listitem').first()).toHaveText('Banner');
});

test('a member of staff without the theme policy cannot open the themes', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/themes');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Themes' })).toHaveCount(0);
});
