import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateTime } from './DateTime';
import { Money } from './Money';

const meta = {
  title: 'Data/Money',
  component: Money,
  args: { minor: 123450, currency: { code: 'USD', fraction_digits: 2 } },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { minor: -1999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$19.99')).toBeVisible();
  },
};

export const NoFractionDigits: Story = {
  args: { minor: 1500, currency: { code: 'JPY', fraction_digits: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥1,500')).toBeVisible();
  },
};

export const Manat: Story = {
  args: { minor: 4999, currency: { code: 'AZN', fraction_digits: 2 }, locale: 'az-Latn-AZ' },
};

export const HugeAmount: Story = { args: { minor: 987654321012 } };

// 2026-11-21 14:05 UTC
const stamp = Date.UTC(2026, 10, 21, 14, 5) / 1000;

export const ShortDate: StoryObj<typeof DateTime> = {
  render: () => <DateTime value={stamp} timeZone="UTC" />,
  play: async ({ canvas }) => {
    const time = canvas.getByText('Nov 21, 2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T14:05:00.000Z');
  },
};

export const DateWithTime: StoryObj<typeof DateTime> = {
  render: () => <DateTime value={stamp} time timeZone="UTC" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nov 21, 2026, 14:05')).toBeVisible();
  },
};

/** In az (the toolbar's locale, here pinned) a date has an Azerbaijani month, whatever the browser. */
export const AzerbaijaniDate: StoryObj<typeof DateTime> = {
  globals: { locale: 'az' },
  render: () => <DateTime value={stamp} time timeZone="UTC" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21 noy 2026, 14:05')).toBeVisible();
  },
};

export const AzerbaijaniAmount: Story = {
  globals: { locale: 'az' },
  args: { minor: 34798932 },
  play: async ({ canvas }) => {
    // Grouped with dots, cents after a comma, the currency after the amount.
    await expect(canvas.getByText(/^347\.989,32\s(US)?\$$/)).toBeVisible();
  },
};
