import type { Page } from '@playwright/test';

/** The inventory screen as a user reads it: the figures, the location, the quantity fields. */
export function inventoryPage(page: Page) {
  return {
    location: page.getByRole('combobox', { name: 'Location' }),
    /** The levels table of one location (its name says which). */
    table: (location: string) => page.getByRole('table', { name: `Stock levels at ${location}` }),
    quantity: (item: string) => page.getByRole('spinbutton', { name: `Available: ${item}` }),
    /** A figure of a location's stats, read as a number ("378,394" → 378394). */
    async stat(location: string, label: string): Promise<number> {
      const card = page
        .getByRole('group', { name: `Stock at ${location}` })
        .locator('.rt-Card')
        .filter({ has: page.getByText(label, { exact: true }) });
      const value = await card.locator('p').nth(1).innerText();
      return Number(value.replace(/[^\d-]/g, ''));
    },
    toast: page.getByRole('status', { name: 'Notifications' }),
  };
}
