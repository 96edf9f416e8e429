import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Text } from '@radix-ui/themes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../Header';
import { UiLinkProvider } from '../link';
import { Page } from '../Page';
import { ProfileMenu } from '../ProfileMenu';
import { Sidebar } from '../Sidebar';
import { navigate, SpyLink } from '../storybook/fixtures';
import {
  desktopViewport,
  Logo,
  phoneViewport,
  profileItems,
  sidebarFooter,
  sidebarGroups,
  stores,
  tabletViewport,
} from '../storybook/shell-fixtures';
import { StoreSwitcher } from '../StoreSwitcher';
import { WalletBalance } from '../WalletBalance';
import { AppShell } from './AppShell';

/** The shell as the admin app wires it: drawer state lifted up, the sidebar closes it on navigation. */
function Shell({ staff = false, switcher = false }: { staff?: boolean; switcher?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [path, setPath] = useState('/customers/cus_1');
  return (
    <UiLinkProvider component={SpyLink}>
      <AppShell
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        sidebar={
          <Sidebar
            logo={<Logo />}
            storeSwitcher={
              switcher ? (
                <StoreSwitcher
                  stores={stores}
                  currentId="st_1"
                  storeHref={(store) => `https://${store.host}/admin`}
                  manageHref="https://accounts.example.com/stores"
                />
              ) : undefined
            }
            groups={sidebarGroups({ staff })}
            footer={sidebarFooter}
            currentPath={path}
            onNavigate={() => {
              setDrawerOpen(false);
              setPath('/products');
            }}
          />
        }
        header={
          <Header
            navigationOpen={drawerOpen}
            onOpenNavigation={() => setDrawerOpen(true)}
            end={
              <>
                <WalletBalance amountMinor={123450} label="Wallet" />
                <ProfileMenu
                  name="Ada Lovelace"
                  email="ada@example.com"
                  initials="AL"
                  items={profileItems()}
                  closeKey={path}
                />
              </>
            }
          />
        }
      >
        <Page title="Customers">
          <Card>
            <Text as="p">Page content for {path}.</Text>
          </Card>
        </Page>
      </AppShell>
    </UiLinkProvider>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  render: () => <Shell />,
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
// The stories render the Shell wrapper, so AppShell's required props are not story args.
type Story = StoryObj<Meta<typeof Shell>>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    // Fixed at the inline start, 240 px wide border included; the content sits beside it.
    const sidebar = nav.closest('[data-part="sidebar"]')!;
    await expect(sidebar.getBoundingClientRect().left).toBe(0);
    await expect(sidebar.getBoundingClientRect().width).toBe(240);
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(240);
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  },
};

export const MobileDrawer: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    // Below 768 px the sidebar is not on the page until the drawer opens.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const hamburger = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Focus moved into the drawer and stays there.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 12; i += 1) await userEvent.tab();
    await expect(drawer.contains(document.activeElement)).toBe(true);
    // Escape closes it and focus goes back to the hamburger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(hamburger).toHaveFocus();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The store switcher inside the drawer: its menu opens above the drawer, where it can be tapped. */
export const MobileDrawerStoreSwitcher: Story = {
  globals: phoneViewport,
  render: () => <Shell switcher />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: /Current store/ }));
    const outlet = await screen.findByRole('menuitem', { name: /outlet\.example\.com/ });
    // What is painted at the item's centre is the item, not the drawer over it.
    const box = outlet.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(outlet.contains(hit)).toBe(true);
    await expect(outlet).toHaveAttribute('href', 'https://outlet.example.com/admin');
  },
};

export const MobileDrawerClosesOnNavigation: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Catalog' }));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Products' }));
    await expect(navigate).toHaveBeenCalledWith('/products');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileDrawerCloseButton: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(hamburger).toHaveFocus();
  },
};

export const Tablet: Story = { globals: tabletViewport };

export const SkipLink: Story = {
  globals: desktopViewport,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const StaffWithDisabledEntries: Story = {
  render: () => <Shell staff />,
  globals: desktopViewport,
};

export const Azerbaijani: Story = {
  globals: { locale: 'az', ...phoneViewport },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Naviqasiyanı aç' }));
    const drawer = await screen.findByRole('dialog', { name: 'Əsas naviqasiya' });
    await expect(within(drawer).getByRole('button', { name: 'Naviqasiyanı bağla' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', ...desktopViewport },
  play: async ({ canvas }) => {
    // The shop's name beside the logo is whole, not cut off by the logo's box.
    const name = canvas.getByText('Demo shop');
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};

export const DarkMobileDrawer: Story = {
  globals: { theme: 'dark', ...phoneViewport },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', ...desktopViewport },
  play: async ({ canvas }) => {
    // Logical properties: the sidebar moves to the right edge.
    const nav = canvas.getByRole('navigation');
    await expect(Math.round(nav.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

export const RightToLeftDrawer: Story = {
  globals: { direction: 'rtl', ...phoneViewport },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};
