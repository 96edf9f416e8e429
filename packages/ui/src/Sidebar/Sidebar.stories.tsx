import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiLinkProvider } from '../link';
import { StoreSwitcher } from '../StoreSwitcher';
import { navigate, SpyLink } from '../storybook/fixtures';
import { Logo, sidebarFooter, sidebarGroups, stores } from '../storybook/shell-fixtures';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    groups: sidebarGroups(),
    footer: sidebarFooter,
    currentPath: '/customers/cus_1',
    onNavigate: fn(),
    storeSwitcher: (
      <StoreSwitcher
        stores={stores}
        currentId="st_1"
        storeHref={(store) => `https://${store.host}/admin`}
        manageHref="https://accounts.example.com/stores"
      />
    ),
  },
  decorators: [
    (Story) => (
      <UiLinkProvider component={SpyLink}>
        <div style={{ blockSize: 640, display: 'flex' }}>
          <Story />
        </div>
      </UiLinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const scope = within(nav);
    // The accordion opened the group of the current path, and only that one.
    await expect(scope.getByRole('button', { name: 'Customers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(scope.getByRole('button', { name: 'Catalog' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(scope.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(scope.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();

    // Opening another group closes the first (one at a time).
    await userEvent.click(scope.getByRole('button', { name: 'Catalog' }));
    await expect(scope.getByRole('button', { name: 'Catalog' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(scope.getByRole('button', { name: 'Customers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The badge has an accessible text.
    await expect(scope.getByRole('link', { name: 'Orders 12 unfulfilled orders' })).toHaveAttribute(
      'href',
      '/orders',
    );

    // Following a link navigates and tells the app (which closes the drawer).
    await userEvent.click(scope.getByRole('link', { name: 'Products' }));
    await expect(navigate).toHaveBeenCalledWith('/products');
    await expect(args.onNavigate).toHaveBeenCalledOnce();

    // The user can close the open group too.
    await userEvent.click(scope.getByRole('button', { name: 'Catalog' }));
    await expect(scope.getByRole('button', { name: 'Catalog' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const FollowsCurrentPath: Story = {
  args: { currentPath: '/discounts/settings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Discount' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Discount Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The less specific sibling is not current.
    await expect(canvas.getByRole('link', { name: 'Discount Code' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const HomeIsCurrent: Story = {
  args: { currentPath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Catalog', 'Customers', 'Discount', 'Online store']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const DisabledEntries: Story = {
  name: 'Disabled entries (staff without policies)',
  args: {
    groups: sidebarGroups({ staff: true, sellByLink: true }),
    currentPath: '/online-store/themes',
  },
  play: async ({ canvas }) => {
    // A disabled group is not a link nor a button, and says it is disabled.
    await expect(canvas.queryByRole('button', { name: 'Customers' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Customers').closest('[aria-disabled="true"]')).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Online store' }));
    for (const name of ['Themes', 'Navigation', 'Pages']) {
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
      await expect(canvas.getByText(name).closest('[aria-disabled="true"]')).not.toBeNull();
    }
    // The storefront preview is disabled in sell-by-link mode.
    await expect(canvas.queryByRole('link', { name: /Preview store/ })).not.toBeInTheDocument();

    // Each disabled entry says why, on keyboard focus as on hover: a tooltip that describes it.
    const themes = canvas.getByText('Themes').closest<HTMLElement>('[aria-disabled="true"]')!;
    const reason = 'You need permission to open this. Ask the account owner.';
    await expect(within(themes).getByRole('tooltip', { hidden: true })).not.toBeVisible();
    themes.focus();
    await expect(themes).toHaveFocus();
    await expect(within(themes).getByRole('tooltip')).toHaveTextContent(reason);
    await expect(within(themes).getByRole('tooltip')).toBeVisible();
    await expect(themes).toHaveAccessibleDescription(reason);
    themes.blur();
    await expect(within(themes).getByRole('tooltip', { hidden: true })).not.toBeVisible();
  },
};

export const ExternalPreviewLink: Story = {
  args: { currentPath: '/online-store/pages' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('link', { name: 'Preview store (opens in a new tab)' });
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(preview).toHaveAttribute('href', 'https://demo-shop.example.com');
  },
};

export const KeyboardOnly: Story = {
  args: { currentPath: '/' },
  play: async ({ canvas }) => {
    const catalog = canvas.getByRole('button', { name: 'Catalog' });
    catalog.focus();
    await userEvent.keyboard('{Enter}');
    await expect(catalog).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/products');
  },
};

export const LongLabels: Story = {
  args: {
    groups: [
      { id: 'home', label: 'Home of the extraordinarily long navigation label', href: '/' },
      {
        id: 'catalog',
        label: 'Catalogue of everything we sell in every market',
        items: [
          {
            id: 'products',
            label: 'Products, variants, bundles and gift cards',
            href: '/products',
            badge: 1234,
          },
        ],
      },
    ],
    currentPath: '/products',
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  args: {
    groups: [
      { id: 'home', label: 'Əsas səhifə', href: '/' },
      {
        id: 'customers',
        label: 'Müştərilər',
        items: [
          { id: 'customers-list', label: 'Müştərilər', href: '/customers' },
          { id: 'customer-groups', label: 'Müştəri qrupları', href: '/customer-groups' },
        ],
      },
    ],
    footer: [{ id: 'settings', label: 'Parametrlər', href: '/settings' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Əsas naviqasiya' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Müştərilər' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
