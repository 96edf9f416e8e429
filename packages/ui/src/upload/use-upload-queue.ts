import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createUploadItem, uploadItemsReducer } from './items';
import { shouldPreview } from './limits';
import type { ImageRef, UploadImageFn, UploadItem } from './types';

let sequence = 0;
const nextId = () => `upload-${++sequence}`;

export interface UploadQueue {
  items: UploadItem[];
  /** Creates an item per file (with a preview for small files) and starts every upload at once. */
  add: (files: readonly File[]) => void;
  /** Starts a failed item again from 0. */
  retry: (item: UploadItem) => void;
  /** Aborts the item's upload if it is running, revokes its preview and drops it. */
  remove: (id: string) => void;
}

/**
 * Runs uploads through the app's `upload` function and tracks each file with the item state machine.
 * `onUploaded` receives the result; the item is then dropped (the image now lives in the value). Every
 * `blob:` preview is revoked when its item goes and on unmount; running uploads are aborted on unmount.
 */
export function useUploadQueue(
  upload: UploadImageFn,
  onUploaded: (result: ImageRef, item: UploadItem) => void,
): UploadQueue {
  const [items, dispatch] = useReducer(uploadItemsReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const latest = useRef({ upload, onUploaded });
  useEffect(() => {
    latest.current = { upload, onUploaded };
  });

  const discard = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      const { signal } = controller;
      const onProgress = (percent: number) => {
        if (!signal.aborted) dispatch({ type: 'progress', id: item.id, progress: percent });
      };
      let attempt: Promise<ImageRef>;
      try {
        attempt = latest.current.upload(item.file, { onProgress, signal });
      } catch (error) {
        attempt = Promise.reject(error);
      }
      attempt.then(
        (result) => {
          if (signal.aborted) return;
          controllers.current.delete(item.id);
          dispatch({ type: 'succeed', id: item.id, result });
          latest.current.onUploaded(result, { ...item, status: 'uploaded', progress: 100, result });
          discard(item.id);
        },
        () => {
          if (signal.aborted) return;
          controllers.current.delete(item.id);
          dispatch({ type: 'fail', id: item.id });
        },
      );
    },
    [discard],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const created = files.map((file) => {
        const id = nextId();
        let previewUrl: string | null = null;
        if (shouldPreview(file)) {
          previewUrl = URL.createObjectURL(file);
          previews.current.set(id, previewUrl);
        }
        return createUploadItem(id, file, previewUrl);
      });
      if (!created.length) return;
      dispatch({ type: 'add', items: created });
      created.forEach(start);
    },
    [start],
  );

  const retry = useCallback(
    (item: UploadItem) => {
      dispatch({ type: 'retry', id: item.id });
      start(item);
    },
    [start],
  );

  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  return { items, add, retry, remove: discard };
}
