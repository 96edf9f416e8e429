import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { manyStores, stores } from '../storybook/shell-fixtures';
import { StoreSwitcher } from './StoreSwitcher';

const meta = {
  title: 'Shell/StoreSwitcher',
  component: StoreSwitcher,
  args: {
    stores,
    currentId: 'st_1',
    storeHref: (store) => `https://${store.host}/admin`,
    manageHref: 'https://accounts.example.com/stores',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 216 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Current store: Demo shop' });
    await userEvent.click(trigger);
    // Radix names the menu after its trigger.
    const menu = await screen.findByRole('menu', { name: 'Current store: Demo shop' });
    const items = within(menu).getAllByRole('menuitem');
    // Three stores (listed by host) and the manage link.
    await expect(items).toHaveLength(4);
    const current = within(menu).getByRole('menuitem', { name: /demo-shop\.example\.com/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveAttribute('href', 'https://demo-shop.example.com/admin');
    await expect(
      within(menu).getByRole('menuitem', { name: /outlet\.example\.com/ }),
    ).not.toHaveAttribute('aria-current');
    const manage = within(menu).getByRole('menuitem', {
      name: 'Manage stores (opens in a new tab)',
    });
    await expect(manage).toHaveAttribute('target', '_blank');
    await expect(manage).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ManyStoresScroll: Story = {
  args: { stores: manyStores, currentId: 'st_3', manageLabel: 'All stores' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Current store/ }));
    const menu = await screen.findByRole('menu');
    const list = within(menu).getByRole('group');
    // SPEC §9: the list is at most 140 px high and scrolls.
    await expect(getComputedStyle(list).maxHeight).toBe('140px');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /All stores/ })).toBeVisible(),
    );
  },
};

export const LongNames: Story = {
  args: {
    stores: [
      {
        id: 'st_1',
        host: 'a-really-long-subdomain-for-a-store.with-a-long-domain.example.com',
        name: 'The store with the longest name anyone has ever given to a store',
      },
      ...stores.slice(1),
    ],
  },
};

export const Azerbaijani: Story = {
  args: { currentId: 'st_3' },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cari mağaza: Bakı gülləri' }));
    const menu = await screen.findByRole('menu', { name: 'Cari mağaza: Bakı gülləri' });
    await expect(within(menu).getByText('Mağazalar')).toBeInTheDocument();
    await expect(
      within(menu).getByRole('menuitem', { name: /Mağazaları idarə et/ }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Current store/ }));
    await screen.findByRole('menu');
  },
};
