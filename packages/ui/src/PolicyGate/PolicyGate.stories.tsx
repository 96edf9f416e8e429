import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Heading, Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { PolicyGate } from './PolicyGate';

const secret = (
  <Card>
    <Heading as="h2" size="4">
      Customer list
    </Heading>
    <Text as="p">Secret customer data</Text>
  </Card>
);

const meta = {
  title: 'Feedback/PolicyGate',
  component: PolicyGate,
  args: {
    allowed: false,
    owner: { name: 'Ada Lovelace', email: 'owner@example.com' },
    children: secret,
  },
} satisfies Meta<typeof PolicyGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Denied: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The notice's module loads when the gate denies (it is not on an app's first load).
    await expect(
      await canvas.findByRole('heading', { name: 'Access to this page requires permission.' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'To obtain access, please send an email to the account owner requesting permission.',
      ),
    ).toBeVisible();
    // Who to ask, with a link that writes to them.
    await expect(canvas.getByText(/Account owner: Ada Lovelace/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    );
    // The protected children are not rendered at all, and nothing on the notice looks like loading.
    await expect(canvas.queryByText('Secret customer data')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy], .rt-Skeleton')).toBeNull();
  },
};

/** Without the owner's details (the shop has not loaded them): the two sentences alone. */
export const WithoutOwner: Story = {
  args: { owner: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Access to this page requires permission.' });
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Allowed: Story = {
  args: { allowed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Secret customer data')).toBeVisible();
    await expect(
      canvas.queryByText('Access to this page requires permission.'),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, allowed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Secret customer data')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"] .rt-Skeleton')).not.toBeNull();
  },
};

export const CustomFallback: Story = {
  args: { loading: true, fallback: <Text>Checking permissions…</Text> },
};

export const NarrowScreen: Story = { globals: phoneViewport };

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Bu səhifəyə daxil olmaq üçün icazə tələb olunur.',
      }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
