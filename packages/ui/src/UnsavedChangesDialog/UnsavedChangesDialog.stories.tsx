import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { outcomeStories } from '../storybook/OutcomeDemo';
import { expectClosedWith, playEscape, playHeldPrimary } from '../storybook/outcome-plays';
import { phoneViewport } from '../storybook/shell-fixtures';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

// Imitates an app's router blocker: a navigation is held while the dialog is open.
const { spies, finish, ...stories } = outcomeStories({
  Dialog: UnsavedChangesDialog,
  triggerLabel: 'Go to Orders',
  initialOutcome: 'editing',
  outcomes: { onLeave: 'left', onStay: 'stayed', onSave: 'saved and left' },
  held: 'onSave',
});
const { onLeave, onStay, onSave } = spies;

const meta = {
  title: 'Feedback/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  ...stories,
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leave: Story = {
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have changes that are not saved yet. Leave now and they are lost, or save them first.',
    );
    // Focus starts on the choice that loses nothing.
    await expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(onLeave).toHaveBeenCalledOnce();
    await expect(onSave).not.toHaveBeenCalled();
    await expectClosedWith(canvas, 'left');
  },
};

export const SaveChanges: Story = {
  // Saving: pending, and neither Leave nor Escape interrupts it.
  play: async (context) => {
    await playHeldPrimary({
      primaryName: 'Save changes',
      onPrimary: onSave,
      secondaryName: 'Leave',
      onDismiss: onStay,
      finish,
      outcome: 'saved and left',
    })(context);
    await expect(onLeave).not.toHaveBeenCalled();
  },
};

export const KeepEditing: Story = {
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    // Three answers, in reading order: stay, leave, save.
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep editing', 'Leave', 'Save changes']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await expect(onStay).toHaveBeenCalledOnce();
    await expect(onLeave).not.toHaveBeenCalled();
    await expect(onSave).not.toHaveBeenCalled();
    await expectClosedWith(canvas, 'stayed');
  },
};

export const StayWithEscape: Story = {
  play: playEscape({ onDismiss: onStay, notChosen: onLeave, outcome: 'stayed' }),
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Orders' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    // Escape stays, and the focus returns to what opened the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to Orders' })).toHaveFocus());
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Yadda saxlanmamış dəyişikliklərlə çıxılsın?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Çıx' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Redaktəyə davam et' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }),
      ).toBeVisible(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};
