import type { ReactNode } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { defaultFormMessages, useUiMessages } from '../messages';
import * as styles from './SaveBar.css';

export interface SaveBarProps {
  /**
   * The form has changes: the bar sticks to the bottom of the screen, says so, and Save and Discard
   * turn on (SPEC §2: the save button stays disabled until the form is changed).
   */
  dirty: boolean;
  /** A save is under way: Save shows it is busy, and neither button can be pressed. */
  saving?: boolean;
  /** Discard: the app puts its form back to the saved values. */
  onDiscard: () => void;
  /** Save. Without it, Save is a submit button of the form the bar sits in. */
  onSave?: () => void;
  /** Overrides of messages.saveBarSave / saveBarDiscard / saveBarUnsaved. */
  saveLabel?: string;
  discardLabel?: string;
  message?: ReactNode;
}

/**
 * The foot of an edit form, the contextual save bar merchants know: Discard and Save at the end of
 * the form, and, while the form has changes, stuck to the bottom of the screen with "Unsaved
 * changes", so a long form saves from wherever it is scrolled. It stays in the flow, so the page
 * keeps its room and nothing is covered once scrolled to the end; the buttons stay in the tab order
 * after the form's last field.
 */
export function SaveBar({
  dirty,
  saving = false,
  onDiscard,
  onSave,
  saveLabel,
  discardLabel,
  message,
}: SaveBarProps) {
  const messages = useUiMessages(defaultFormMessages);
  const label = saveLabel ?? messages.saveBarSave;
  return (
    <div
      role="group"
      aria-label={messages.saveBarLabel}
      aria-busy={saving || undefined}
      data-dirty={dirty || undefined}
      className={dirty ? `${styles.bar} ${styles.dirty}` : styles.bar}
    >
      {/* Always in the page, so the words are announced when they appear. A live region without
          the status role: the page's status role is the toasts'. */}
      <Text
        as="p"
        size="2"
        weight="medium"
        aria-live="polite"
        data-save-bar-message=""
        className={styles.message}
      >
        {dirty ? (message ?? messages.saveBarUnsaved) : null}
      </Text>
      <div className={styles.buttons}>
        <Button
          type="button"
          variant="soft"
          color="gray"
          disabled={!dirty || saving}
          onClick={onDiscard}
        >
          {discardLabel ?? messages.saveBarDiscard}
        </Button>
        {onSave ? (
          <Button type="button" disabled={!dirty || saving} loading={saving} onClick={onSave}>
            {label}
          </Button>
        ) : (
          <Button type="submit" disabled={!dirty || saving} loading={saving}>
            {label}
          </Button>
        )}
      </div>
    </div>
  );
}
