import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Text } from '@radix-ui/themes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, type ToasterPosition } from './Toaster';
import { toast } from './toast-store';

/** What the demo's buttons say: the story's controls. */
interface DemoArgs {
  position: ToasterPosition;
  successMessage: string;
  errorMessage: string;
  infoMessage: string;
}

/** Buttons that call the module-level `toast` API, as app code (or the HTTP client) would. */
function Demo({ position, successMessage, errorMessage, infoMessage }: DemoArgs) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button onClick={() => toast.success(successMessage)}>Show success</Button>
      <Button color="red" onClick={() => toast.error(errorMessage)}>
        Show error
      </Button>
      <Button variant="soft" onClick={() => toast.info(infoMessage)}>
        Show info
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.show('info', 'Short-lived', { durationMs: 400 })}
      >
        Show short toast
      </Button>
      <Toaster position={position} />
    </Flex>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Demo,
  args: {
    position: 'top',
    successMessage: 'Product saved',
    errorMessage: 'Could not save the product',
    infoMessage: 'A new version is available',
  },
  argTypes: {
    position: {
      control: 'inline-radio',
      options: ['top', 'bottom-end'],
      description: "Where the stack sits: `top` covers neither the content nor a form's save bar",
    },
    successMessage: { control: 'text', description: 'Says what was saved' },
    errorMessage: { control: 'text' },
    infoMessage: { control: 'text' },
  },
  // The store is module-level: start and end every story with an empty stack.
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(toast.isActive()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    // Announced: the text lands in the polite live region.
    // The cards' module may still be on its way: the region is shown once a card is in it.
    const status = await screen.findByRole('status', { name: 'Notifications' });
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // (It fades in: wait for the end of the animation before asserting visibility.)
    await waitFor(() => expect(within(status).getByText('Product saved')).toBeVisible());
    await expect(toast.isActive()).toBe(true);
    // At the top, over the header: a form's save bar at the bottom stays uncovered.
    const card = within(status).getByText('Product saved').getBoundingClientRect();
    await expect(card.top).toBeLessThan(window.innerHeight / 2);
  },
};

export const AtTheBottomCorner: Story = {
  args: { position: 'bottom-end' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    // The cards' module may still be on its way: the region is shown once a card is in it.
    const status = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(within(status).getByText('Product saved')).toBeVisible());
    const card = within(status).getByText('Product saved').getBoundingClientRect();
    await expect(card.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const ErrorIsAlert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const alert = await screen.findByRole('alert', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(alert).getByText('Could not save the product')).toBeVisible(),
    );
  },
};

export const StackAndDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const dismissButtons = await screen.findAllByRole('button', { name: 'Dismiss' });
    await expect(dismissButtons).toHaveLength(3);
    await userEvent.click(
      within(screen.getByRole('status')).getAllByRole('button', { name: 'Dismiss' })[0]!,
    );
    await expect(screen.queryByText('Product saved')).not.toBeInTheDocument();
    await expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
  },
};

export const KeyboardDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const [first, second] = await screen.findAllByRole('button', { name: 'Dismiss' });
    first!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByText('Product saved')).not.toBeInTheDocument();
    // Focus moved on to the remaining toast instead of falling back to the page.
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toast.isActive()).toBe(false);
  },
};

export const TimersResumeAfterKeyboardDismiss: Story = {
  play: async ({ canvas }) => {
    // Regression: dismissing the focused toast must not leave the stack paused for later toasts.
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    (await screen.findByRole('button', { name: 'Dismiss' })).focus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Show short toast' }));
    await waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const AutoHide: Story = {
  play: async ({ canvas }) => {
    // The default 5 s is covered by the unit tests; this checks the same timer end to end, faster.
    await userEvent.click(canvas.getByRole('button', { name: 'Show short toast' }));
    await expect(await screen.findByText('Short-lived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(toast.isActive()).toBe(false);
  },
};

export const LongMessage: Story = {
  play: async () => {
    toast.show(
      'error',
      'The server answered with a very long error message that explains in great detail why the product could not be saved, including a-very-long-identifier-without-spaces-0123456789abcdef.',
      { durationMs: 0 },
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent('great detail');
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await screen.findByRole('status', { name: 'Bildirişlər' })).toHaveTextContent(
      'Product saved',
    );
    await expect(screen.getByRole('button', { name: 'Bağla' })).toBeInTheDocument();
  },
};

/** What the demo's "Undo" does; the mounted demo points it at its own state. */
let undoDemoSave: () => void = () => {};

const showSaved = () =>
  toast.success('Stock saved: 15', {
    id: 'stock',
    durationMs: 0,
    action: { label: 'Undo', onClick: () => undoDemoSave() },
  });

/**
 * A toast with an action, as an app shows "Undo" after a save; the label comes from the app. The story
 * shows it before rendering (in `beforeEach`, after the stack is emptied), so the picture has it too.
 */
function ActionDemo() {
  const [quantity, setQuantity] = useState(15);
  useEffect(() => {
    undoDemoSave = () => setQuantity(12);
  }, []);
  return (
    <Flex direction="column" gap="2" align="start">
      <Text>Quantity: {quantity}</Text>
      <Button
        onClick={() => {
          setQuantity(15);
          showSaved();
        }}
      >
        Save 15
      </Button>
      <Toaster />
    </Flex>
  );
}

export const WithAction: Story = {
  render: () => <ActionDemo />,
  beforeEach: () => void showSaved(),
  play: async ({ canvas }) => {
    // The cards' module may still be on its way: the region is shown once a card is in it.
    const status = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(within(status).getByText('Stock saved: 15')).toBeVisible());
    await expect(canvas.getByText('Quantity: 15')).toBeVisible();
    // A real button, next in the tab order after the page's controls: the keyboard reaches it.
    await userEvent.click(canvas.getByRole('button', { name: 'Save 15' }));
    await userEvent.tab();
    const undo = within(status).getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The action ran once, and the toast went with it.
    await expect(canvas.getByText('Quantity: 12')).toBeVisible();
    await expect(within(status).queryByText('Stock saved: 15')).not.toBeInTheDocument();
    await expect(toast.isActive()).toBe(false);
  },
};

export const ActionByPointer: Story = {
  render: () => <ActionDemo />,
  beforeEach: () => void showSaved(),
  play: async ({ canvas }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await expect(canvas.getByText('Quantity: 12')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // The dismiss button still sits next to the action, and dismissing does not run it.
    await userEvent.click(canvas.getByRole('button', { name: 'Save 15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByText('Quantity: 15')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
  },
};
