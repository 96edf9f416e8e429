import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { height: '16px', width: '100%', lines: 1 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bones = canvasElement.querySelectorAll('.rt-Skeleton');
    await expect(bones).toHaveLength(1);
    // Decorative: assistive technology never reads a placeholder.
    await expect(bones[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.rt-Skeleton')).toHaveLength(4);
  },
};

export const Block: Story = { args: { height: '160px', width: '320px' } };

export const Dark: Story = { args: { lines: 3 }, globals: { theme: 'dark' } };
