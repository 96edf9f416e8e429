import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@radix-ui/themes';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { wait } from '../storybook/fixtures';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async () => {
    // A navigation shorter than 400 ms never shows the bar.
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await wait(250);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' }, { timeout: 1000 });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    // It trickles forward every 800 ms.
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(8), {
      timeout: 1500,
    });
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
    await wait(600);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

function Navigation() {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <NavigationProgress active={active} />
      <Button onClick={() => setActive((value) => !value)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
      <Text as="p" size="2" color="gray" mt="2">
        The bar appears 400 ms after the start and completes when the navigation ends.
      </Text>
    </div>
  );
}

export const StartAndFinish: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    const bar = await screen.findByRole('progressbar', {}, { timeout: 1000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    // Completes to 100 %, then fades out and unmounts.
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 1500,
    });
  },
};

export const FastNavigationShowsNothing: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await wait(150);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await wait(500);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: 'Səhifə yüklənir' }, { timeout: 1000 }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const Dark: Story = { globals: { theme: 'dark' } };
