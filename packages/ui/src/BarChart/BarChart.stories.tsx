import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '../format';
import { BarChart, type BarChartDatum } from './BarChart';

const usd = { code: 'USD', fraction_digits: 2 };

/** Two weeks of sales: what discounted orders and the others brought in, in cents. */
const days: BarChartDatum[] = Array.from({ length: 14 }, (_, i) => ({
  key: `2026-11-${String(i + 1).padStart(2, '0')}`,
  label: `Nov ${i + 1}`,
  values: [((i * 7919) % 13) * 1_250 + 2_000, ((i * 104_729) % 17) * 2_100 + 5_000],
}));

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: {
    title: 'Revenue per day',
    labelHeader: 'Day',
    series: [{ label: 'With a discount' }, { label: 'Without a discount' }],
    data: days,
    formatValue: (v: number) => formatMoney(v, usd),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The figures are a table for screen readers: the bars are a picture.
    const table = canvas.getByRole('table', { name: 'Revenue per day' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Nov 1' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(15);
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(28);
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};

export const OneSeries: Story = {
  args: {
    title: 'Discount given per day',
    series: [{ label: 'Discount given' }],
    data: days.map((d) => ({ ...d, values: [d.values[0]! / 10] })),
  },
};

export const NoSales: Story = {
  args: { data: days.map((d) => ({ ...d, values: [0, 0] })), emptyLabel: 'No Data' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(0);
    await expect(within(canvasElement).getByText('No Data')).toBeVisible();
  },
};

export const Azerbaijani: Story = {
  args: {
    title: 'Gündəlik gəlir',
    labelHeader: 'Gün',
    series: [{ label: 'Endirimlə' }, { label: 'Endirimsiz' }],
  },
  globals: { locale: 'az' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
