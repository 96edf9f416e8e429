import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { ShowMoreList } from './ShowMoreList';

const products = Array.from({ length: 24 }, (_, index) => `Product ${index + 1}`);

const meta = {
  title: 'Data/ShowMoreList',
  component: ShowMoreList<string>,
  args: {
    items: products,
    label: 'Products',
    renderItem: (item: string) => <Text size="2">{item}</Text>,
  },
} satisfies Meta<typeof ShowMoreList<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    await expect(toggle).toHaveAccessibleName('Show less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const FewItems: Story = {
  args: { items: products.slice(0, 10) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const CustomCountAndLabels: Story = {
  args: { initialCount: 3, showMoreLabel: 'All 24 products', showLessLabel: 'Fewer products' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'All 24 products' }));
    await expect(canvas.getByRole('button', { name: 'Fewer products' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: products.map(
      (item) => `${item} — a hand-made ceramic vase glazed in deep cobalt blue, one of a kind`,
    ),
  },
  globals: phoneViewport,
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daha çox göstər' }));
    await expect(canvas.getByRole('button', { name: 'Daha az göstər' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
