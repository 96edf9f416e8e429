import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { status: 'hidden', label: 'Hidden' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Hidden');
    await expect(badge).toHaveAttribute('data-status', 'hidden');
    await expect(badge).toHaveAttribute('data-accent-color', 'gray');
  },
};

export const Active: Story = {
  args: { status: 'active', label: 'Active' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-accent-color', 'green');
  },
};

const all = [
  ['active', 'Active'],
  ['hidden', 'Hidden'],
  ['draft', 'Draft'],
  ['pending', 'Pending'],
  ['unfulfilled', 'Unfulfilled'],
  ['scheduled', 'Scheduled'],
  ['expired', 'Expired'],
  ['refunded', 'Refunded'],
  ['something-new', 'Unknown status'],
] as const;

function AllTones() {
  return (
    <Flex gap="2" wrap="wrap">
      {all.map(([status, label]) => (
        <StatusBadge key={status} status={status} label={label} />
      ))}
      <StatusBadge status="vip" label="VIP" tones={{ vip: 'info' }} />
      <StatusBadge status="active" label="Forced danger" tone="danger" />
    </Flex>
  );
}

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown status')).toHaveAttribute('data-accent-color', 'gray');
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-accent-color', 'amber');
    await expect(canvas.getByText('VIP')).toHaveAttribute('data-accent-color', 'blue');
    await expect(canvas.getByText('Forced danger')).toHaveAttribute('data-accent-color', 'red');
  },
};

export const Dark: Story = { render: () => <AllTones />, globals: { theme: 'dark' } };

export const Azerbaijani: Story = {
  args: { label: 'Gizli' },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gizli')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { status: 'pending', label: 'Waiting for the payment provider to confirm' },
};
