import type { ImageRef, UploadItem } from './types';

/**
 * The upload item state machine (SPEC §4): `uploading` (progress 0–100) → `uploaded` on success or
 * `error` on failure (progress back to 0); `retry` takes an `error` item back to `uploading` at 0.
 * Events that do not fit the current state (a late progress report after a failure, a second result)
 * are ignored, so a slow or misbehaving upload function cannot corrupt the list.
 */
export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'succeed'; id: string; result: ImageRef }
  | { type: 'fail'; id: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string };

/** Whole percent in 0–100; anything that is not a finite number counts as 0. */
export function clampProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

export function createUploadItem(id: string, file: File, previewUrl: string | null): UploadItem {
  return { id, file, previewUrl, status: 'uploading', progress: 0 };
}

function update(
  items: UploadItem[],
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const updated = change(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

export function uploadItemsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return action.items.length ? [...items, ...action.items] : items;
    case 'progress':
      return update(items, action.id, (item) => {
        // Progress never goes backwards within one attempt (a retry starts again from 0).
        const progress = Math.max(item.progress, clampProgress(action.progress));
        return item.status === 'uploading' && progress !== item.progress
          ? { ...item, progress }
          : item;
      });
    case 'succeed':
      return update(items, action.id, (item) =>
        item.status === 'uploading'
          ? { ...item, status: 'uploaded', progress: 100, result: action.result }
          : item,
      );
    case 'fail':
      return update(items, action.id, (item) =>
        item.status === 'uploading' ? { ...item, status: 'error', progress: 0 } : item,
      );
    case 'retry':
      return update(items, action.id, (item) =>
        item.status === 'error' ? { ...item, status: 'uploading', progress: 0 } : item,
      );
    case 'remove':
      return items.some((item) => item.id === action.id)
        ? items.filter((item) => item.id !== action.id)
        : items;
  }
}
