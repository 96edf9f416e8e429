import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { outcomeStories } from '../storybook/OutcomeDemo';
import { expectClosedWith, playEscape, playHeldPrimary } from '../storybook/outcome-plays';
import { phoneViewport } from '../storybook/shell-fixtures';
import { ConflictDialog } from './ConflictDialog';

// Imitates a form whose save was refused with 409: the dialog decides whose version wins.
const { spies, finish, ...stories } = outcomeStories({
  Dialog: ConflictDialog,
  triggerLabel: 'Save',
  initialOutcome: 'save refused',
  outcomes: {
    onTakeTheirs: 'their version loaded',
    onDismiss: 'still editing',
    onKeepMine: 'mine saved over theirs',
  },
  held: 'onKeepMine',
});
const { onTakeTheirs, onDismiss, onKeepMine } = spies;

const meta = {
  title: 'Feedback/ConflictDialog',
  component: ConflictDialog,
  ...stories,
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakeTheirs: Story = {
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved changes' });
    await expect(dialog).toHaveAccessibleDescription(/changed and saved by someone else/);
    // Focus starts on the choice that overwrites nobody's work.
    await expect(within(dialog).getByRole('button', { name: 'Take theirs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTakeTheirs).toHaveBeenCalledOnce();
    await expect(onKeepMine).not.toHaveBeenCalled();
    await expectClosedWith(canvas, 'their version loaded');
  },
};

export const KeepMine: Story = {
  // Saving: pending, and neither the other choice nor Escape interrupts it.
  play: playHeldPrimary({
    primaryName: 'Keep mine',
    onPrimary: onKeepMine,
    secondaryName: 'Take theirs',
    onDismiss,
    finish,
    outcome: 'mine saved over theirs',
  }),
};

export const DecideLater: Story = {
  play: playEscape({ onDismiss, notChosen: onTakeTheirs, outcome: 'still editing' }),
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Başqası dəyişiklikləri yadda saxlayıb',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mənimkini saxla' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Onunkunu götür' })).toBeVisible();
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
