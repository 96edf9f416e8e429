import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { installClock } from '../storybook/clock';
import { phoneViewport } from '../storybook/shell-fixtures';
import { Tour, type TourProps } from './Tour';
import type { TourStep } from './tour-logic';

const threeSteps: TourStep[] = [
  {
    target: '[data-tour="header"]',
    title: 'Header',
    content: 'Your store name, wallet and profile live here.',
    placement: 'bottom',
    disableBeacon: true,
  },
  {
    target: '[data-tour="sidebar"]',
    title: 'Navigation',
    content: 'Every section of the back office is one click away.',
    placement: 'right',
    disableBeacon: true,
  },
  {
    target: '[data-tour="home"]',
    title: 'Home',
    content: 'Sales figures and top lists at a glance.',
    placement: 'top',
    disableBeacon: true,
  },
];

/** A miniature back office with the tour's targets and a button that starts the tour, as "take a tour" does. */
function Demo(props: Omit<TourProps, 'run'>) {
  const [run, setRun] = useState(false);
  return (
    <Flex direction="column" gap="3">
      <Card data-tour="header">
        <Flex justify="between" align="center" gap="3">
          <Heading as="h1" size="3">
            Acme store
          </Heading>
          <Button onClick={() => setRun(true)}>Take a tour</Button>
        </Flex>
      </Card>
      <Flex gap="3" wrap="wrap">
        <Card data-tour="sidebar" style={{ flex: '0 0 160px' }}>
          <Text as="p" size="2">
            Home · Orders · Products · Customers
          </Text>
        </Card>
        <Card data-tour="home" style={{ flex: '1 1 200px', minBlockSize: 120 }}>
          <Text as="p" size="2">
            Total sales $1,024.00
          </Text>
        </Card>
        {/* A target that exists but is hidden (display: none): the tour must skip it. */}
        <div data-tour="hidden" style={{ display: 'none' }}>
          Hidden block
        </div>
      </Flex>
      <Tour
        {...props}
        run={run}
        onEnd={(status) => {
          setRun(false);
          props.onEnd?.(status);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'Feedback/Tour',
  component: Tour,
  args: { steps: threeSteps, run: false, onEnd: fn(), onStepChange: fn() },
  render: ({ run: _run, ...args }) => <Demo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Press **Take a tour** in a story to start it. `run` is driven by the demo, not by the control.',
      },
    },
  },
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves after `count` animation frames: the tooltip is placed (floating-ui) on frames. */
const animationFrames = async (count: number) => {
  for (let frame = 0; frame < count; frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
};

/** The open tour tooltip, once it has faded in. */
async function dialog() {
  const element = await screen.findByRole('dialog', {}, { timeout: 3000 });
  await waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
  return element;
}

async function start(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Take a tour' }));
  return dialog();
}

/** Next, Back and Finish walk through three steps (mouse, then keyboard); focus lands on the primary button. */
export const ThreeSteps: Story = {
  play: async ({ canvasElement, args }) => {
    let tooltip = await start(canvasElement);
    await expect(tooltip).toHaveAccessibleName('Header');
    await waitFor(() => expect(within(tooltip).getByText('Step 1 of 3')).toBeVisible());
    await expect(within(tooltip).queryByRole('button', { name: 'Back' })).toBeNull();
    await waitFor(() =>
      expect(within(tooltip).getByRole('button', { name: 'Next' })).toHaveFocus(),
    );

    await userEvent.click(within(tooltip).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await dialog()).toHaveAccessibleName('Navigation'));
    tooltip = await dialog();
    await waitFor(() => expect(within(tooltip).getByText('Step 2 of 3')).toBeVisible());
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(within(tooltip).getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect(await dialog()).toHaveAccessibleName('Header'));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);

    // Keyboard only from here: Enter on the focused primary button.
    for (const name of ['Navigation', 'Home']) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(async () => expect(await dialog()).toHaveAccessibleName(name));
    }
    tooltip = await dialog();
    await waitFor(() => expect(within(tooltip).getByText('Step 3 of 3')).toBeVisible());
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledWith('finished'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledTimes(1);

    // Finished resets the tour: taking it again starts from the first step.
    tooltip = await start(canvasElement);
    await expect(tooltip).toHaveAccessibleName('Header');
    await waitFor(() => expect(within(tooltip).getByText('Step 1 of 3')).toBeVisible());
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Skip Tour' }));
    await waitFor(() => expect(args.onEnd).toHaveBeenLastCalledWith('skipped'));
  },
};

/** Skip Tour ends the tour at once with `skipped`. */
export const SkipTour: Story = {
  play: async ({ canvasElement, args }) => {
    const tooltip = await start(canvasElement);
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Skip Tour' }));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledWith('skipped'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes the tooltip (and the tour, reported as `skipped`). */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await start(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledWith('skipped');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** The Close button and a click on the dark overlay close the tour too. */
export const CloseAndOverlay: Story = {
  play: async ({ canvasElement, args }) => {
    const tooltip = await start(canvasElement);
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenLastCalledWith('skipped');

    await start(canvasElement);
    const overlay = document.querySelector('.react-joyride__overlay path');
    await expect(overlay).not.toBeNull();
    fireEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledTimes(2);
  },
};

/** With `disableOverlayClose` a click on the overlay leaves the tooltip open. */
export const OverlayCloseDisabled: Story = {
  args: { disableOverlayClose: true },
  play: async ({ canvasElement, args }) => {
    await start(canvasElement);
    const overlay = document.querySelector('.react-joyride__overlay path');
    // A second later (on a fake clock), and a few frames, the tooltip is still there.
    const clock = installClock();
    try {
      fireEvent.click(overlay!);
      await clock.tick(1000);
      await animationFrames(2);
    } finally {
      clock.restore();
    }
    await expect(screen.getByRole('dialog')).toHaveAccessibleName('Header');
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Steps 2 (no such element) and 3 (hidden) are skipped with a console warning, forwards on Next and
 * backwards on Back.
 */
export const MissingTargetsAreSkipped: Story = {
  args: {
    steps: [
      threeSteps[0]!,
      {
        target: '[data-tour="nowhere"]',
        title: 'Missing',
        content: 'Never shown.',
        disableBeacon: true,
      },
      {
        target: '[data-tour="hidden"]',
        title: 'Hidden',
        content: 'Never shown.',
        disableBeacon: true,
      },
      threeSteps[2]!,
    ],
  },
  play: async ({ canvasElement, args }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      let tooltip = await start(canvasElement);
      await waitFor(() => expect(within(tooltip).getByText('Step 1 of 4')).toBeVisible());
      await userEvent.click(within(tooltip).getByRole('button', { name: 'Next' }));
      await waitFor(async () => expect(await dialog()).toHaveAccessibleName('Home'), {
        timeout: 6000,
      });
      tooltip = await dialog();
      await waitFor(() => expect(within(tooltip).getByText('Step 4 of 4')).toBeVisible());
      await expect(warn).toHaveBeenCalledWith(expect.stringContaining('step 2'));
      await expect(warn).toHaveBeenCalledWith(expect.stringContaining('step 3'));

      warn.mockClear();
      await userEvent.click(within(tooltip).getByRole('button', { name: 'Back' }));
      await waitFor(async () => expect(await dialog()).toHaveAccessibleName('Header'), {
        timeout: 6000,
      });
      await expect(warn).toHaveBeenCalledTimes(2);
      await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
      await expect(args.onEnd).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  },
};

/** Steps that are not objects with a target log a warning and the tour does not run. */
export const InvalidSteps: Story = {
  args: { steps: [{ content: 'No target' } as unknown as TourStep] },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Re-render is not needed: validation ran when the story mounted; start must do nothing, not
      // even a second later (on a fake clock) and a few frames on.
      const clock = installClock();
      try {
        fireEvent.click(within(canvasElement).getByRole('button', { name: 'Take a tour' }));
        await clock.tick(1000);
        await animationFrames(2);
      } finally {
        clock.restore();
      }
      await expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      warn.mockRestore();
    }
  },
};

/** Azerbaijani labels from UiMessagesProvider. */
export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvasElement }) => {
    const tooltip = await start(canvasElement);
    await waitFor(() => expect(within(tooltip).getByText('Addım 1 / 3')).toBeVisible());
    await waitFor(() =>
      expect(within(tooltip).getByRole('button', { name: 'Növbəti' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(tooltip).getByRole('button', { name: 'Turu keç' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(tooltip).getByRole('button', { name: 'Bağla' })).toBeVisible(),
    );
  },
};

/** Dark appearance: the tooltip takes the dark panel colour. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const tooltip = await start(canvasElement);
    await expect(tooltip.closest('.dark, .dark-theme')).not.toBeNull();
  },
};

/** On a phone the 420 px tooltip shrinks to the screen with a margin. */
export const NarrowScreen: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const tooltip = await start(canvasElement);
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth),
    );
    await waitFor(() =>
      expect(within(tooltip).getByRole('button', { name: 'Next' })).toBeVisible(),
    );
  },
};

/** Right-to-left: the tooltip's layout mirrors. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const tooltip = await start(canvasElement);
    await expect(tooltip.closest('[dir="rtl"]')).not.toBeNull();
  },
};
