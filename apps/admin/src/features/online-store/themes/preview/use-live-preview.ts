import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  THEME_PREVIEW_MESSAGE,
  THEME_PREVIEW_READY_MESSAGE,
  type ThemePreviewMessage,
  type ThemeSettings,
} from '@shop/admin-api';

/**
 * Keeps the storefront in the preview frame showing the form's values before they are saved: each
 * change is posted to it on the next frame (well within the 300 ms the editor promises), and again
 * whenever the page in the frame (re)loads and says it is ready. Only the frame's own window, on the
 * preview's origin, is written to or listened to.
 */
export function useLivePreview(
  frame: RefObject<HTMLIFrameElement | null>,
  previewUrl: string,
  settings: ThemeSettings,
): { onFrameLoad: () => void } {
  const latest = useRef(settings);
  useLayoutEffect(() => {
    latest.current = settings;
  }, [settings]);
  const origin = new URL(previewUrl, window.location.href).origin;

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const message: ThemePreviewMessage = { type: THEME_PREVIEW_MESSAGE, settings: latest.current };
    target.postMessage(message, origin);
  }, [frame, origin]);

  // A change is posted once per animation frame, however fast the typing.
  useEffect(() => {
    const id = requestAnimationFrame(post);
    return () => cancelAnimationFrame(id);
  }, [settings, post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data)
        if (data.type === THEME_PREVIEW_READY_MESSAGE) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, post]);

  return { onFrameLoad: post };
}
