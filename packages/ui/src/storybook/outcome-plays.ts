import { expect, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';

/** What a play function gets to read the page around the dialog (OutcomeDemo's log). */
interface Canvas {
  getByRole: (role: string) => HTMLElement;
}

/** The dialog has closed and OutcomeDemo's log says `outcome`. */
export async function expectClosedWith(canvas: Canvas, outcome: string) {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('log')).toHaveTextContent(outcome);
}

/**
 * Plays the held primary choice of an outcomeStories dialog: while its promise is pending the dialog is
 * busy, and neither the other choice nor Escape interrupts it; once it settles the dialog closes.
 */
export function playHeldPrimary(choice: {
  primaryName: string;
  onPrimary: Mock;
  secondaryName: string;
  onDismiss: Mock;
  finish: () => void;
  outcome: string;
}) {
  return async ({ canvas }: { canvas: Canvas }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: choice.primaryName }));
    await expect(choice.onPrimary).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: choice.secondaryName })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(choice.onDismiss).not.toHaveBeenCalled();
    choice.finish();
    await expectClosedWith(canvas, choice.outcome);
  };
}

/** Plays Escape on an outcomeStories dialog: it dismisses, and the other choice is not made. */
export function playEscape(choice: { onDismiss: Mock; notChosen: Mock; outcome: string }) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(choice.onDismiss).toHaveBeenCalledOnce();
    await expectClosedWith(canvas, choice.outcome);
    await expect(choice.notChosen).not.toHaveBeenCalled();
  };
}
