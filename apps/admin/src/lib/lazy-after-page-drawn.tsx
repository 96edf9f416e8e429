import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterMountPainted } from './use-after-page-drawn';

/**
 * A part of a page that the page's first drawing does without (a form at the foot of the page, a
 * dialog's content, the shell's offline work), in a chunk of its own fetched once the page has drawn
 * its data: its code (for a form, the forms' library and zod, 50 KB) then shares neither the network
 * with the app's entry nor the main thread with the page's first render. Until it has arrived, the
 * `fallback` stands in its place; a fetch that failed (the connection dropped meanwhile) is made
 * again when the browser is back online, and the page goes on without the part meanwhile.
 * `preload` fetches it sooner; `intent` does on pointing at or focusing what opens it (spread on
 * that button). `until` is when to fetch it: by default once what it mounted with (the page's data)
 * has been painted; the shell's parts, mounted before any page, pass useAfterPageDrawn.
 */
export function lazyAfterPageDrawn<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { until = useAfterMountPainted }: { until?: () => boolean } = {},
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function AfterPageDrawn({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const drawn = until();
    const [Part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (!drawn || Part) return undefined;
      let mounted = true;
      const attempt = () =>
        preload().then(
          (component) => mounted && setPart(() => component),
          () => undefined, // tried again once online
        );
      void attempt();
      window.addEventListener('online', attempt);
      return () => {
        mounted = false;
        window.removeEventListener('online', attempt);
      };
    }, [drawn, Part]);
    return Part ? <Part {...(props as unknown as Props)} /> : fallback;
  }

  // On intent, a failed fetch changes nothing: the part's own attempt reports nothing either.
  const fetchSoon = () => void preload().catch(() => undefined);
  const intent = { onPointerEnter: fetchSoon, onFocus: fetchSoon };
  return Object.assign(AfterPageDrawn, { preload, intent });
}
