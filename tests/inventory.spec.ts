import { expect, OWNER, test } from './support/fixtures';
import { inventoryPage } from './support/inventory-page';

// Seeded variants no other spec touches, found by their SKU (the search takes title or SKU); each
// test that writes stock has its own, as the tests run in parallel.
const BOOTS = { sku: 'SHO-0000553-04', item: 'Alpine Canvas Hiking Boots (45 / Grey)' };
const BOOTS_WHITE = { sku: 'SHO-0000553-05', item: 'Alpine Canvas Hiking Boots (45 / White)' };
const BOOTS_BROWN = { sku: 'SHO-0000553-06', item: 'Alpine Canvas Hiking Boots (45 / Brown)' };
const NOTEBOOK = { sku: 'STA-0000118-03', title: 'Alpine Brass Notebook', values: 'A5 / Lined' };
const MAIN = 'Main Warehouse';
const CITY = 'City Store';

test('a quantity edited in place is saved, the figures follow, and Undo puts it back', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, `/inventory?q=${BOOTS.sku}`);
  const inventory = inventoryPage(page);
  const field = inventory.quantity(BOOTS.item);
  await expect(inventory.table(MAIN).getByRole('row')).toHaveCount(2);
  const before = Number(await field.inputValue());
  const unitsBefore = await inventory.stat(MAIN, 'Total units');
  const saved = Math.max(before, 0) + 7;

  await field.fill(String(saved));
  await field.press('Enter');
  await expect(inventory.toast).toContainText(`Saved: ${BOOTS.item} at ${MAIN} is now ${saved}`);
  await expect
    .poll(() => inventory.stat(MAIN, 'Total units'))
    .toBe(unitsBefore - Math.max(before, 0) + saved);
  await page.reload();
  await expect(field).toHaveValue(String(saved));

  // A second change, then Undo: the quantity before it comes back, on screen and on the server.
  await field.fill(String(saved + 5));
  await field.blur();
  await expect(inventory.toast).toContainText(`is now ${saved + 5}`);
  await expect
    .poll(() => inventory.stat(MAIN, 'Total units'))
    .toBe(unitsBefore - Math.max(before, 0) + saved + 5);
  await inventory.toast.getByRole('button', { name: 'Undo' }).click();
  await expect(inventory.toast).toContainText(
    `Undone: ${BOOTS.item} at ${MAIN} is back to ${saved}`,
  );
  await expect(field).toHaveValue(String(saved));
  await expect
    .poll(() => inventory.stat(MAIN, 'Total units'))
    .toBe(unitsBefore - Math.max(before, 0) + saved);
  await page.reload();
  await expect(field).toHaveValue(String(saved));
});

test('an invalid quantity shows its error next to the field and saves nothing', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, `/inventory?q=${BOOTS_BROWN.sku}`);
  const inventory = inventoryPage(page);
  const field = inventory.quantity(BOOTS_BROWN.item);
  const before = await field.inputValue();

  await field.fill('1.5');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter a whole number');
  // What was typed stays, to be fixed.
  await expect(field).toHaveValue('1.5');

  await field.fill('-2000000');
  await field.blur();
  await expect(field).toHaveAccessibleDescription('Must be at least -1,000,000');
  await expect(page.getByText(/^Saved:/)).toHaveCount(0);

  // Escape puts the saved quantity back and clears the message.
  await field.press('Escape');
  await expect(field).toHaveValue(before);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(field).toHaveValue(before);
});

test('another location shows its own levels and figures, and stays in the URL', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, `/inventory?q=SHO-0000553`);
  const inventory = inventoryPage(page);
  await expect(inventory.location).toHaveText(`${MAIN} (default)`);
  const mainRows = inventory.table(MAIN).getByRole('row');
  await expect(mainRows).toHaveCount(7);
  const variants = await inventory.stat(MAIN, 'Variants tracked');
  const quantities = (location: string) =>
    inventory
      .table(location)
      .getByRole('spinbutton')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  const mainQuantities = await quantities(MAIN);

  await inventory.location.click();
  await page.getByRole('option', { name: CITY }).click();
  await expect(page).toHaveURL(/[?&]location=loc_[^&]+/);
  await expect(page).toHaveURL(/[?&]q=SHO-0000553/);
  await expect(inventory.location).toHaveText(CITY);
  const cityRows = inventory.table(CITY).getByRole('row');
  await expect(cityRows).toHaveCount(7);
  await expect(page.getByRole('searchbox')).toHaveValue('SHO-0000553');
  // Every variant is stocked at every location; the quantities are the location's own.
  expect(await inventory.stat(CITY, 'Variants tracked')).toBe(variants);
  expect(await quantities(CITY)).not.toEqual(mainQuantities);

  await page.reload();
  await expect(inventory.location).toHaveText(CITY);
  await expect(inventory.table(CITY).getByRole('row')).toHaveCount(7);
  await page.goBack();
  await expect(inventory.location).toHaveText(`${MAIN} (default)`);
});

test('a quantity someone else changed meanwhile is not overwritten', async ({
  page,
  context,
  signIn,
}) => {
  const path = `/inventory?q=${BOOTS_WHITE.sku}`;
  await signIn(OWNER, path);
  const mine = inventoryPage(page);
  await expect(mine.quantity(BOOTS_WHITE.item)).toBeVisible();
  const before = Number(await mine.quantity(BOOTS_WHITE.item).inputValue());

  // Another tab of the same merchant saves first.
  const other = await context.newPage();
  await other.goto(page.url());
  const theirs = inventoryPage(other);
  await theirs.quantity(BOOTS_WHITE.item).fill(String(before + 3));
  await theirs.quantity(BOOTS_WHITE.item).press('Enter');
  await expect(theirs.toast).toContainText(`is now ${before + 3}`);

  const field = mine.quantity(BOOTS_WHITE.item);
  await field.fill(String(before + 10));
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed' })).toHaveText(
    `Someone else changed this quantity meanwhile: it is now ${before + 3}. Your ${before + 10} was not saved.`,
  );
  await expect(field).toHaveValue(String(before + 3));
  await page.reload();
  await expect(field).toHaveValue(String(before + 3));
});

test('the variant editor saves a price and SKU; /variants goes up to the product', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, `/inventory?q=${NOTEBOOK.sku}`);
  await page.getByRole('link', { name: NOTEBOOK.values }).click();
  const heading = `${NOTEBOOK.title} (${NOTEBOOK.values})`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const variantUrl = page.url();
  expect(variantUrl).toMatch(/\/admin\/products\/[^/]+\/variants\/[^/]+$/);

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const price = page.getByRole('textbox', { name: /^Price/ });
  const sku = page.getByRole('textbox', { name: 'SKU' });
  // New values whatever this variant holds now (the spec may run again on the same data).
  const newPrice = (await price.inputValue()) === '12.34' ? '43.21' : '12.34';
  const newSku = (await sku.inputValue()).endsWith('-E2E') ? NOTEBOOK.sku : `${NOTEBOOK.sku}-E2E`;
  await price.fill(newPrice);
  await sku.fill(newSku);
  await save.click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(/saved/i);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(price).toHaveValue(newPrice);
  await expect(sku).toHaveValue(newSku);
  // Its stock is edited here too, one field per location.
  await expect(page.getByRole('spinbutton', { name: `Available at ${MAIN}` })).toBeVisible();

  const productUrl = variantUrl.replace(/\/variants\/[^/]+$/, '');
  await page.goto(`${productUrl}/variants`);
  await expect(page).toHaveURL(productUrl);
});
