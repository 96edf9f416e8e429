import { expect, OWNER, test } from './support/fixtures';

test('a policy starts from a template with the shop filled in, is saved, and asks before it is replaced', async ({
  page,
  signIn,
  server,
}) => {
  // Found from the general settings, with the shop's other texts.
  await signIn(OWNER, '/settings/general');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await modal.getByRole('link', { name: /^Policies/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/policies$/);
  await expect(modal.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const privacy = modal.getByRole('listitem').filter({ hasText: 'Privacy policy' });
  await expect(privacy).toContainText('Not written yet');
  await privacy.getByRole('link', { name: 'Edit Privacy policy' }).click();

  await expect(modal.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy policy/);
  const editor = modal.getByRole('textbox', { name: 'Policy text' });
  await expect(editor).toHaveAccessibleDescription('Customers see no policy while this is empty.');
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // The English template, the shop's name and e-mail filled in: into the editor, not yet saved.
  await modal.getByRole('button', { name: 'Start from a template' }).click();
  await page.getByRole('menuitem', { name: 'English template' }).click();
  await expect(editor).toContainText('This policy explains how Demo Shop ("we") collects');
  await expect(editor).toContainText('Write to us at hello@demo-shop.test.');
  await expect(save).toBeEnabled();

  // Leaving with the template unsaved asks first.
  await modal.getByRole('link', { name: 'Policies' }).click();
  const prompt = page.getByRole('alertdialog');
  await prompt.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/policies$/);
  await expect(privacy).toContainText('Last saved');

  // Text there already: the template replaces it only once the merchant agrees.
  await page.goto(`${server.baseUrl}/admin/settings/policies/privacy`);
  await expect(editor).toContainText('Demo Shop');
  await modal.getByRole('button', { name: 'Start from a template' }).click();
  await page.getByRole('menuitem', { name: 'Azerbaijani template' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Replace the text with the template?' });
  await replace.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toContainText('Privacy policy');
  await expect(save).toBeDisabled();
  await modal.getByRole('button', { name: 'Start from a template' }).click();
  await page.getByRole('menuitem', { name: 'Azerbaijani template' }).click();
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(editor).toContainText('Məxfilik siyasəti');
  await expect(editor).toContainText('Bu siyasət Demo Shop mağazasının');

  // Discard goes back to what was saved.
  await modal.getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toContainText('Privacy policy');
  await expect(editor).not.toContainText('Məxfilik siyasəti');
});
