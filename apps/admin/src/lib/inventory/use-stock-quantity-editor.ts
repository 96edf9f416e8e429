import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryLevel } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { fieldErrors } from '../http/errors';
import { formatNumber } from '../i18n/number-format';
import { translateValidationMessage } from '../i18n/zod-messages';
import { errorMessage } from '../query-client/report-error';
import {
  conflictingLevel,
  saveStockLevel,
  useSaveStockLevel,
  type OnLevelStored,
  type StockLevelVersion,
} from './save-stock-level';
import { readQuantity } from './stock-quantity';

/** One toast for the last change: a newer save replaces it, so "Undo" always means the last one. */
const UNDO_TOAST_ID = 'stock-undo';
/** Longer than a plain toast: time to reach the button (it also waits while hovered or focused). */
const UNDO_TOAST_MS = 10_000;

export interface StockQuantityEditorOptions {
  level: StockLevelVersion;
  /** What the level is of, for the toasts ("Linen shirt (M / Blue) at Main Warehouse"). */
  itemName: string;
  onStored?: OnLevelStored;
}

/**
 * A stock quantity edited in place: Enter or leaving the field saves, Escape puts the saved value
 * back. Typed text is checked by the contract first (nothing is sent when it fails). A save sends the
 * version the quantity was read at; when someone else saved in between, the field shows their
 * quantity and says so. Each save offers "Undo", which puts the previous quantity back.
 */
export function useStockQuantityEditor({ level, itemName, onStored }: StockQuantityEditorOptions) {
  const { t } = useTranslation('non-settings');
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveStockLevel(onStored);
  // Enter and the blur that may follow must not send the same change twice.
  const saving = useRef(false);

  const undo = async (saved: InventoryLevel, previous: number) => {
    try {
      const restored = await saveStockLevel({ level: saved, available: previous }, onStored);
      toast.success(
        t('inventory.stock.undone', {
          item: itemName,
          quantity: formatNumber(restored.available),
        }),
        { id: UNDO_TOAST_ID },
      );
    } catch (error) {
      const current = conflictingLevel(error);
      toast.error(
        current
          ? t('inventory.stock.undoConflict', {
              item: itemName,
              quantity: formatNumber(current.available),
            })
          : t('inventory.stock.undoFailed', { item: itemName, reason: errorMessage(error) }),
        { id: UNDO_TOAST_ID },
      );
    }
  };

  const offerUndo = (saved: InventoryLevel, previous: number) =>
    toast.success(
      t('inventory.stock.saved', { item: itemName, quantity: formatNumber(saved.available) }),
      {
        id: UNDO_TOAST_ID,
        durationMs: UNDO_TOAST_MS,
        action: { label: t('general:actions.undo'), onClick: () => void undo(saved, previous) },
      },
    );

  const explain = (error: unknown, mine: number): string => {
    const current = conflictingLevel(error);
    if (current) {
      return t('inventory.stock.conflict', {
        quantity: formatNumber(current.available),
        mine: formatNumber(mine),
      });
    }
    const onField = fieldErrors(error)[0];
    return onField ? translateValidationMessage(onField.title) : errorMessage(error);
  };

  const commit = async () => {
    if (draft === null || saving.current) return;
    const reading = readQuantity(draft);
    if (!reading.ok) {
      setProblem(translateValidationMessage(reading.message));
      return;
    }
    setProblem(null);
    if (reading.value === level.available) {
      setDraft(null);
      return;
    }
    saving.current = true;
    const previous = level.available;
    try {
      const saved = await save.mutateAsync({ level, available: reading.value });
      setDraft(null);
      offerUndo(saved, previous);
    } catch (error) {
      // After a conflict the field shows the quantity saved meanwhile (the cache has it now).
      if (conflictingLevel(error)) setDraft(null);
      setProblem(explain(error, reading.value));
    } finally {
      saving.current = false;
    }
  };

  const revert = () => {
    setDraft(null);
    setProblem(null);
  };

  return {
    value: draft ?? String(level.available),
    problem,
    saving: save.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        void commit();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        revert();
      }
    },
    onBlur: () => void commit(),
  };
}
