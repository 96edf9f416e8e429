import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline image, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#8ec5ff"/><circle cx="32" cy="26" r="12" fill="#113264"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#113264"/></svg>',
  );

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { initials: 'AL', size: '2' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('AL')).toBeVisible();
    // Decorative by default: the name next to it is what a screen reader reads.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toContainElement(
      canvas.getByText('AL'),
    );
  },
};

export const Image: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', photo));
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: '/this-image-does-not-exist.png', initials: 'JD' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('JD')).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="1" />
      <Avatar {...args} size="2" />
      <Avatar {...args} size="3" />
      <Avatar {...args} size="3" src={photo} />
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Ada Lovelace', initials: 'AL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
