import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const onConfirm = fn().mockName('onConfirm');
const onCancel = fn().mockName('onCancel');

/** A page button that opens the dialog, as an app uses it. */
function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button color={props.destructive ? 'red' : undefined}>Open</Button>}
    />
  );
}

let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
const pendingConfirm = fn(
  () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    }),
).mockName('pendingConfirm');

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Demo {...args} />,
  args: {
    title: 'Delete Ada Lovelace?',
    description: 'The customer and their addresses are removed. Orders stay.',
    destructive: true,
    confirmLabel: 'Delete',
    onConfirm,
    onCancel,
  },
  beforeEach: () => {
    onConfirm.mockClear();
    onCancel.mockClear();
    pendingConfirm.mockClear();
    settle = undefined;
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ada Lovelace?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The customer and their addresses are removed. Orders stay.',
    );
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-accent-color',
      'red',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onCancel).toHaveBeenCalledOnce();
    await expect(onConfirm).not.toHaveBeenCalled();
    // The focus returns to the button that opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus());
  },
};

export const DefaultLabels: Story = {
  args: { destructive: false, confirmLabel: undefined, title: 'Publish the theme?' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish the theme?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible(),
    );
  },
};

export const PendingUntilSettled: Story = {
  args: { onConfirm: pendingConfirm },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(pendingConfirm).toHaveBeenCalledOnce();
    // Pending: spinner on confirm, cancel disabled, Escape ignored, still open.
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();

    // A failure keeps it open for another try.
    settle?.reject(new Error('500'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    await expect(screen.getByRole('alertdialog')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    settle?.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(pendingConfirm).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { onConfirm: pendingConfirm },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * A confirmation that lists what the action changes under its sentence (a plan change). Shown open,
 * so its screenshot has the list.
 */
export const WithDetails: Story = {
  args: {
    destructive: false,
    title: 'Switch to Pro?',
    description: 'From your next charge on Aug 9, 2025 you pay $199.00 a month instead of $59.00.',
    details: (
      <ul aria-label="What changes" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>5 staff accounts → 15 staff accounts</li>
        <li>1% transaction fee → 0.5% transaction fee</li>
        <li>Adds automation apps from the app store</li>
      </ul>
    ),
    confirmLabel: 'Switch plan',
  },
  render: (args) => <ConfirmDialog {...args} open />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Pro?' });
    // The description stays the one sentence; the list is in the dialog, after it.
    await expect(dialog).toHaveAccessibleDescription(
      'From your next charge on Aug 9, 2025 you pay $199.00 a month instead of $59.00.',
    );
    const changes = within(dialog).getByRole('list', { name: 'What changes' });
    await expect(within(changes).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    title:
      'Delete Maximilian Alexander Konstantinopoulos-Abdurrahmanov from the customers of this store?',
    description:
      'The customer, their saved addresses, their notes and their group memberships are removed for good. Orders they placed stay in the order list with their name and address as they were at the time.',
  },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const Azerbaijani: Story = {
  args: { confirmLabel: undefined, title: 'Müştəri silinsin?', description: undefined },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Təsdiqlə' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Ləğv et' })).toBeVisible(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};
