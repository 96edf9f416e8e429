import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Feedback/ErrorView',
  component: ErrorView,
  args: { supportEmail: 'support@example.com', onRetry: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      canvas.getByText(/Please refresh the page\. If this issue persists please contact/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CustomText: Story = {
  args: {
    title: 'This page could not load',
    description: 'Check your connection, or write to',
    headingLevel: 2,
  },
};

export const LongEmail: Story = {
  args: {
    supportEmail: 'merchant-support-and-escalations-team@very-long-support-domain.example.com',
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nəsə səhv getdi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yenidən cəhd edin' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
