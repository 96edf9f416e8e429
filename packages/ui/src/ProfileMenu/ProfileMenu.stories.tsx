import { useEffect, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UiLinkProvider } from '../link';
import { navigate, SpyLink } from '../storybook/fixtures';
import { phoneViewport, profileItems } from '../storybook/shell-fixtures';
import { ProfileMenu } from './ProfileMenu';

const onTour = fn().mockName('onTour');
const onLogout = fn().mockName('onLogout');

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  args: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    initials: 'AL',
    imageSrc: null,
    items: profileItems({ onTour, onLogout }),
  },
  decorators: [
    (Story) => (
      <UiLinkProvider component={SpyLink}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </UiLinkProvider>
    ),
  ],
  beforeEach: () => {
    onTour.mockClear();
    onLogout.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(trigger);
    // Radix names the menu after its trigger.
    const menu = await screen.findByRole('menu', { name: 'Ada Lovelace' });
    await waitFor(() => expect(within(menu).getByText('ada@example.com')).toBeVisible());
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual([
      'Account',
      'Stores (opens in a new tab)',
      'Help center (opens in a new tab)',
      'Feedback (opens in a new tab)',
      'System status (opens in a new tab)',
      'Hire an expert (opens in a new tab)',
      'Book a 1:1 call (opens in a new tab)',
      'Take a tour',
      'Log out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    const help = within(menu).getByRole('menuitem', { name: /Help center/ });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    // Placed below the trigger, aligned to its end.
    await expect(menu).toHaveAttribute('data-side', 'bottom');
    await expect(menu).toHaveAttribute('data-align', 'end');
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardAndLinks: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/settings/account');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Stands in for the app: the "location" changes while the menu is open (e.g. the browser's back button). */
function ClosesOnNavigation(props: ComponentProps<typeof ProfileMenu>) {
  const [location, setLocation] = useState('/products');
  useEffect(() => {
    const onNavigate = () => setLocation('/orders');
    window.addEventListener('story:navigate', onNavigate);
    return () => window.removeEventListener('story:navigate', onNavigate);
  }, []);
  return <ProfileMenu {...props} closeKey={location} />;
}

export const ClosesWhenTheLocationChanges: Story = {
  render: (args) => <ClosesOnNavigation {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    await screen.findByRole('menu');
    window.dispatchEvent(new Event('story:navigate'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const MobilePanel: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Profile menu' });
    await expect(panel.getBoundingClientRect().width).toBeCloseTo(240, 0);
    await expect(within(panel).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    await expect(within(panel).getByRole('button', { name: 'Take a tour' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileAction: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Take a tour' }));
    await expect(onTour).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileEscapeCloses: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EmailOnly: Story = {
  args: { name: 'owner@example.com', email: 'owner@example.com', initials: 'O' },
};

export const LongName: Story = {
  args: {
    name: 'Maximilian Alexander von Habsburg-Lothringen-Kensington',
    email: 'maximilian.alexander.von.habsburg@an-extremely-long-domain.example.com',
    initials: 'MH',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maximilian/ }));
    await screen.findByRole('menu');
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = await screen.findByRole('menu', { name: 'Ada Lovelace' });
    await expect(
      within(menu).getByRole('menuitem', { name: 'Help center (yeni vərəqdə açılır)' }),
    ).toBeInTheDocument();
  },
};

export const AzerbaijaniMobile: Story = {
  globals: { locale: 'az', ...phoneViewport },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog', { name: 'Profil menyusu' });
    await expect(within(panel).getByRole('button', { name: 'Geri' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    await screen.findByRole('menu');
  },
};

export const RightToLeftMobile: Story = {
  globals: { direction: 'rtl', ...phoneViewport },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog');
    // Slides from the inline end: the left edge in right-to-left text.
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
  },
};
