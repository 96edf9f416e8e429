import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, fn, userEvent } from 'storybook/test';
import { CatalogIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No products yet', description: 'Products you add will show up here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await expect(canvas.getByText('Products you add will show up here.')).toBeVisible();
  },
};

const onAdd = fn();
export const WithActionAndIcon: Story = {
  args: {
    icon: <CatalogIcon size={32} />,
    action: <Button onClick={onAdd}>Add product</Button>,
  },
  play: async ({ canvas }) => {
    onAdd.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Nothing matches the filters you picked for this very long list of products, variants and bundles',
    description:
      'Supercalifragilisticexpialidocious-product-handle-without-any-spaces-that-must-still-wrap-inside-the-box and a sentence that goes on for a while to show wrapping.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
