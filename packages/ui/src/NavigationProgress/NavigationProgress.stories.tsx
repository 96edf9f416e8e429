import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@radix-ui/themes';
import { expect, fireEvent, screen } from 'storybook/test';
import { installClock } from '../storybook/clock';
import { NavigationProgress } from './NavigationProgress';
import { PROGRESS_DELAY_MS, PROGRESS_FADE_MS, PROGRESS_TRICKLE_MS } from './progress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The timing itself is tested with a fake clock in StartAndFinish and FastNavigationShowsNothing. */
export const Pending: Story = {
  play: async () => {
    // Not at once: the bar waits before it shows.
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' }, { timeout: 5000 });
    await expect(bar).toBeVisible();
    // Inside a polite live region that was there before it: screen readers hear that a page loads.
    await expect(bar.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
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
    const clock = installClock();
    try {
      fireEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
      // Nothing for 400 ms, then the bar at 8 %…
      await clock.tick(PROGRESS_DELAY_MS - 1);
      await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await clock.tick(1);
      const bar = screen.getByRole('progressbar', { name: 'Loading page' });
      await expect(bar).toHaveAttribute('aria-valuenow', '8');
      // …trickling forward every 800 ms.
      await clock.tick(PROGRESS_TRICKLE_MS - 1);
      await expect(bar).toHaveAttribute('aria-valuenow', '8');
      await clock.tick(1);
      await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(8);

      // Completes to 100 %, then fades out and unmounts.
      fireEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await clock.tick(PROGRESS_FADE_MS);
      await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      clock.restore();
    }
  },
};

export const FastNavigationShowsNothing: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    const clock = installClock();
    try {
      fireEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
      await clock.tick(PROGRESS_DELAY_MS - 1);
      fireEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
      // A navigation shorter than 400 ms never shows the bar, however long one waits after it.
      await clock.tick(10_000);
      await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      clock.restore();
    }
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: 'Səhifə yüklənir' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const Dark: Story = { globals: { theme: 'dark' } };
