import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { OfflineNotice } from './OfflineNotice';

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));

const meta = {
  title: 'Feedback/OfflineNotice',
  component: OfflineNotice,
  args: { backOnlineDurationMs: 600 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineThenOnline: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // Online: the live region is there (so a change is announced) but says nothing.
    await expect(status).toBeEmptyDOMElement();
    goOffline();
    await waitFor(() => expect(status).toHaveTextContent('you are offline'));
    goOnline();
    await waitFor(() => expect(status).toHaveTextContent('you are back online'));
    // Briefly: it clears itself.
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const Offline: Story = {
  play: async ({ canvas }) => {
    goOffline();
    await waitFor(() => expect(canvas.getByText('you are offline')).toBeVisible());
  },
};

export const BackOnline: Story = {
  args: { backOnlineDurationMs: 60_000 },
  play: async ({ canvas }) => {
    goOffline();
    goOnline();
    await waitFor(() => expect(canvas.getByText('you are back online')).toBeVisible());
  },
};

export const OnlineEventWhileOnline: Story = {
  play: async ({ canvas }) => {
    goOnline();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    goOffline();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('internet bağlantınız yoxdur'),
    );
    goOnline();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('internet bağlantısı bərpa olundu'),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    goOffline();
    await waitFor(() => expect(canvas.getByText('you are offline')).toBeVisible());
  },
};

export const DarkBackOnline: Story = {
  globals: { theme: 'dark' },
  args: { backOnlineDurationMs: 60_000 },
  play: async ({ canvas }) => {
    goOffline();
    goOnline();
    await waitFor(() => expect(canvas.getByText('you are back online')).toBeVisible());
  },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    goOffline();
    await waitFor(() => expect(canvas.getByText('you are offline')).toBeVisible());
  },
};
