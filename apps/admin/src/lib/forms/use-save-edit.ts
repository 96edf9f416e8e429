import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import type { useSaveConflict } from './use-save-conflict';

type SaveConflict<T extends { updated_at: number }> = ReturnType<typeof useSaveConflict<T>>;

/**
 * How every edit form saves: with the version it edits (lost-update check), then the form starts again
 * from what the server saved and "Saved" is toasted. A stale save opens the conflict dialog instead;
 * any other refusal is handed to `showErrors` (field errors on their fields, the rest above them).
 * The returned save resolves whether it saved, as the unsaved-changes dialog needs to know.
 */
export function useSaveEdit<T extends { updated_at: number }, Values>(
  conflict: SaveConflict<T>,
  options: {
    send: (body: Values & { updated_at: number }) => Promise<T>;
    reset: (saved: T) => void;
    clearErrors: () => void;
    showErrors: (error: unknown) => void;
  },
): (values: Values) => Promise<boolean> {
  const { t } = useTranslation('general');
  return async (values) => {
    options.clearErrors();
    try {
      const saved = await options.send({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      options.reset(saved);
      toast.success(t('toast.saved'));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) options.showErrors(error);
      return false;
    }
  };
}
