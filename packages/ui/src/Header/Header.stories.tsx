import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfileMenu } from '../ProfileMenu';
import { desktopViewport, phoneViewport, profileItems } from '../storybook/shell-fixtures';
import { WalletBalance } from '../WalletBalance';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    onOpenNavigation: fn(),
    navigationOpen: false,
    start: (
      <Text size="2" color="gray">
        Demo shop
      </Text>
    ),
    end: (
      <>
        <WalletBalance amountMinor={123450} label="Wallet" />
        <ProfileMenu
          name="Ada Lovelace"
          email="ada@example.com"
          initials="AL"
          items={profileItems()}
        />
      </>
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    // The sidebar is always visible from 768 px: no hamburger.
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: phoneViewport,
  play: async ({ canvas, args }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(hamburger).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    await expect(args.onOpenNavigation).toHaveBeenCalledOnce();
  },
};

export const NavigationOpen: Story = {
  globals: phoneViewport,
  args: { navigationOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Empty: Story = { args: { start: undefined, end: undefined } };

export const Azerbaijani: Story = {
  globals: { locale: 'az', ...phoneViewport },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Naviqasiyanı aç' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
