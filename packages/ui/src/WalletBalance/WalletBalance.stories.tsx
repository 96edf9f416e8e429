import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WalletBalance } from './WalletBalance';

function WalletLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28">
      <rect width="28" height="28" rx="8" fill="var(--green-9)" />
      <path d="M8 10h12v9H8z M8 13h12" stroke="white" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

const meta = {
  title: 'Shell/WalletBalance',
  component: WalletBalance,
  args: { amountMinor: 123450, label: 'Wallet', logo: <WalletLogo /> },
} satisfies Meta<typeof WalletBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wallet')).toBeVisible();
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { amountMinor: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

export const WithoutLogo: Story = { args: { logo: undefined } };

export const LargeAmount: Story = {
  args: { amountMinor: 123456789012, label: 'Available balance in your merchant wallet' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 180 }}>
        <Story />
      </div>
    ),
  ],
};

export const Azerbaijani: Story = {
  args: { label: 'Pul kisəsi' },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    // The wallet is always US dollars in en-US format, whatever the language.
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
