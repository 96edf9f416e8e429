import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { SaveBar } from './SaveBar';

const saved = 'Linen shirt';

/** The bar's words (a polite live region). */
const barMessage = (bar: HTMLElement) => bar.querySelector('[data-save-bar-message]');

/**
 * A long form as an app draws it: the bar at its end, Save submitting the form. "Saving" holds the
 * save until the story says so, so its busy state can be seen.
 */
function LongForm({
  initialTitle = saved,
  holdSave = false,
  onSubmit,
}: {
  initialTitle?: string;
  holdSave?: boolean;
  onSubmit: (title: string) => void;
}) {
  const [savedTitle, setSavedTitle] = useState(saved);
  const [title, setTitle] = useState(initialTitle);
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(title);
    if (holdSave) setSaving(true);
    else setSavedTitle(title);
  };
  return (
    <form onSubmit={submit} aria-label="Product">
      <Flex direction="column" gap="4">
        <Card size="3">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              Details
            </Heading>
            <label htmlFor="title">
              <Text size="2" weight="medium">
                Title
              </Text>
            </label>
            <TextField.Root
              id="title"
              value={title}
              disabled={saving}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Flex>
        </Card>
        {['Media', 'Options', 'Search engine listing'].map((section) => (
          <Card key={section} size="3" style={{ minBlockSize: 360 }}>
            <Heading as="h2" size="4">
              {section}
            </Heading>
          </Card>
        ))}
        <SaveBar
          dirty={title !== savedTitle}
          saving={saving}
          onDiscard={() => setTitle(savedTitle)}
        />
      </Flex>
    </form>
  );
}

const meta = {
  title: 'Forms/SaveBar',
  component: LongForm,
  args: { onSubmit: fn(), initialTitle: saved, holdSave: false },
  argTypes: {
    initialTitle: {
      control: 'text',
      description: 'Differs from the saved title: the form is dirty',
    },
    holdSave: { control: 'boolean', description: 'Save stays busy (a slow server)' },
  },
} satisfies Meta<typeof LongForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: 'Save or discard changes' });
    // §2: Save stays off until the form changes; nothing to discard either.
    await expect(within(bar).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Discard' })).toBeDisabled();
    await expect(barMessage(bar)).toBeEmptyDOMElement();
  },
};

export const Dirty: Story = {
  args: { initialTitle: 'Linen shirt, blue' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: 'Save or discard changes' });
    await expect(barMessage(bar)).toHaveTextContent('Unsaved changes');
    // Stuck to the bottom of the screen, though the form's end is far below.
    const { bottom } = bar.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(within(bar).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const SaveFromTheBar: Story = {
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ', blue');
    const bar = canvas.getByRole('group', { name: 'Save or discard changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Linen shirt, blue');
    // Saved: clean again, the bar back in its place at the end of the form.
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(barMessage(bar)).toBeEmptyDOMElement();
  },
};

export const DiscardRestores: Story = {
  args: { initialTitle: 'Linen shirt, blue' },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('group', { name: 'Save or discard changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Discard' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(saved);
    await expect(within(bar).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, '!');
    // The bar's buttons come next in the tab order: Discard, then Save.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Linen shirt!');
  },
};

export const Saving: Story = {
  args: { initialTitle: 'Linen shirt, blue', holdSave: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: 'Save or discard changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bar).toHaveAttribute('aria-busy', 'true'));
    await expect(within(bar).getByRole('button', { name: 'Discard' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { initialTitle: 'Linen shirt, blue' },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const { bottom, right } = save.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(right).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};

export const Azerbaijani: Story = {
  args: { initialTitle: 'Linen shirt, blue' },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('group', {
      name: 'Dəyişiklikləri yadda saxla və ya ləğv et',
    });
    await waitFor(() =>
      expect(barMessage(bar)).toHaveTextContent('Yadda saxlanmamış dəyişikliklər'),
    );
    await expect(within(bar).getByRole('button', { name: 'Yadda saxla' })).toBeEnabled();
  },
};

export const Dark: Story = {
  args: { initialTitle: 'Linen shirt, blue' },
  globals: { theme: 'dark' },
  play: async () => {
    await expect(screen.getByRole('group', { name: 'Save or discard changes' })).toBeVisible();
  },
};
