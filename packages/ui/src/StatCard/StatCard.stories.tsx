import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from '../format';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: {
    label: 'Total sales',
    value: <Money minor={1234550} currency={{ code: 'USD', fraction_digits: 2 }} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total sales')).toBeVisible();
    await expect(canvas.getByText('$12,345.50')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Total sales')).toBeVisible();
    await expect(canvas.queryByText('$12,345.50')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Average order value over the last thirty days for all sales channels',
    value: '1,234,567,890',
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 16,
        }}
      >
        <Story />
        <StatCard label="Orders" value="1,204" />
        <StatCard label="Customers" value="318" />
        <StatCard label="Conversion" value="2.4%" loading />
      </div>
    ),
  ],
};

export const Azerbaijani: Story = {
  args: { label: 'Ümumi satış' },
  globals: { locale: 'az' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
