import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UiLinkProvider, type UiLinkProps } from '../link';
import { navigate } from '../storybook/fixtures';
import { phoneViewport } from '../storybook/shell-fixtures';
import { SettingsModal, type SettingsModalProps, type SettingsNavItem } from './SettingsModal';

const onClose = fn().mockName('onClose');

/** SPEC §2 Settings entries, as the admin builds them for a staff member without billing and domain. */
function settingsItems(options: { staff?: boolean } = {}): SettingsNavItem[] {
  const { staff = false } = options;
  return [
    ['general', 'General'],
    ['staff', 'Staff'],
    ['plans', 'Plans'],
    ['billing', 'Billing'],
    ['brand', 'Brand'],
    ['domain', 'Domain'],
    ['taxes', 'Taxes'],
    ['app-store', 'App store'],
    ['locations', 'Locations'],
    ['shipping', 'Shipping'],
    ['payments', 'Payments'],
    ['integrations', 'Integrations'],
    ['security', 'Security'],
  ].map(([id, label]) => ({
    id: id!,
    label: label!,
    href: `/settings/${id}`,
    disabled: staff && (id === 'billing' || id === 'domain' || id === 'staff'),
  }));
}

/** What each settings page is for: the page beside the list says it under its heading. */
const SECTION_TEXT: Record<string, string> = {
  general: 'Store name, contact e-mail and the store’s address.',
  staff: 'Who works in the store, and what each of them may see and change.',
  plans: 'The plan the store is on, and what the other plans offer.',
  billing: 'How the store pays for its plan, and its invoices.',
  brand: 'Logo, colours and the words that describe the store.',
  domain: 'The addresses the store is reached at, and which one is primary.',
  taxes: 'Tax rates by country, and whether prices include tax.',
  'app-store': 'Apps that add features to the store.',
  locations: 'Where the store keeps its stock and ships from.',
  shipping: 'Shipping zones, rates and carriers.',
  payments: 'The ways customers pay, and the providers behind them.',
  integrations: 'Analytics and advertising tags.',
  security: 'Password, two-step sign-in and bot protection.',
};

/** A router stand-in: following a settings link changes the current path. */
function Demo(props: SettingsModalProps) {
  const [path, setPath] = useState(props.currentPath);
  const [open, setOpen] = useState(true);
  function Link({
    ref,
    onClick,
    ...linkProps
  }: UiLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
    return (
      <a
        {...linkProps}
        ref={ref}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          navigate(linkProps.href);
          setPath(linkProps.href);
        }}
      />
    );
  }
  const page = props.items.find((item) => path.startsWith(item.href));
  return (
    <UiLinkProvider component={Link}>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      {open ? (
        <SettingsModal
          {...props}
          currentPath={path}
          onClose={() => {
            props.onClose();
            setOpen(false);
          }}
        >
          <Flex direction="column" gap="4">
            <Heading as="h3" size="6">
              {page?.label ?? 'Settings'}
            </Heading>
            <Card>
              <Text as="p">{page ? SECTION_TEXT[page.id] : 'Choose a section.'}</Text>
            </Card>
          </Flex>
        </SettingsModal>
      ) : null}
    </UiLinkProvider>
  );
}

const meta = {
  title: 'Shell/SettingsModal',
  component: SettingsModal,
  render: (args) => <Demo {...args} />,
  args: {
    title: 'Settings',
    items: settingsItems(),
    currentPath: '/settings/general',
    onClose,
    children: null,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    onClose.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof SettingsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const nav = within(dialog).getByRole('navigation', { name: 'Settings navigation' });
    await expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(within(dialog).getByText(SECTION_TEXT.general!)).toBeVisible();
    // Content is at most 1064 px wide.
    const content = within(dialog).getByRole('heading', { name: 'General' }).closest('div')
      ?.parentElement as HTMLElement;
    await expect(getComputedStyle(content).maxInlineSize).toBe('1064px');

    await userEvent.click(within(nav).getByRole('link', { name: 'Taxes' }));
    await expect(navigate).toHaveBeenCalledWith('/settings/taxes');
    await expect(within(dialog).getByRole('heading', { name: 'Taxes' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Taxes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The text under the heading is the Taxes page's, not the General one's.
    await expect(within(dialog).getByText(SECTION_TEXT.taxes!)).toBeVisible();
    await expect(within(dialog).queryByText(SECTION_TEXT.general!)).not.toBeInTheDocument();
  },
};

export const CloseButton: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    await expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // Focus is inside the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledOnce();
  },
};

export const DisabledEntries: Story = {
  args: { items: settingsItems({ staff: true }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const nav = within(dialog).getByRole('navigation');
    await expect(within(nav).queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
    const billing = within(nav).getByText('Billing');
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
    await expect(billing).not.toHaveAttribute('href');
    await userEvent.click(billing);
    await expect(navigate).not.toHaveBeenCalled();
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
  },
};

export const NarrowList: Story = {
  args: { currentPath: '/settings' },
  globals: phoneViewport,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // The bare settings path on a phone: the list is the first screen, no page beside it.
    const nav = within(dialog).getByRole('navigation', { name: 'Settings navigation' });
    await expect(within(dialog).queryByRole('heading', { name: 'General' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Security' }));
    await expect(within(dialog).getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    // Back returns to the list.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(within(dialog).getByRole('navigation')).toBeVisible();
    await expect(within(dialog).queryByRole('heading', { name: 'Security' })).toBeNull();
  },
};

/** Opened from a control of the page (as the admin's sidebar link opens it): focus goes back there. */
export const ReturnsFocus: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NarrowContent: Story = {
  args: { currentPath: '/settings/general/details' },
  globals: phoneViewport,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Settings of a store with a remarkably long name that needs to wrap',
    items: settingsItems().map((item) =>
      item.id === 'integrations'
        ? { ...item, label: 'Integrations with analytics, tag managers and advertising pixels' }
        : item,
    ),
  },
};

export const Azerbaijani: Story = {
  args: { title: 'Tənzimləmələr' },
  globals: { locale: 'az' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tənzimləmələr' });
    await expect(
      within(dialog).getByRole('button', { name: 'Tənzimləmələri bağla' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('navigation', { name: 'Tənzimləmələr naviqasiyası' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { items: settingsItems({ staff: true }) },
};
