import { useEffect, type ComponentType, type ReactNode } from 'react';
import { lazyComponent, useLazyComponent } from '@shop/ui';
import { useAfterMountPainted } from './use-after-page-drawn';

/**
 * A part of a page that the page's first drawing does without (a form at the foot of the page, a
 * dialog's content, the shell's offline work), in a chunk of its own fetched once the page has drawn
 * its data: its code (for a form, the forms' library and zod, 50 KB) then shares neither the network
 * with the app's entry nor the main thread with the page's first render. Until it has arrived, the
 * `fallback` stands in its place; a fetch that failed (the connection dropped meanwhile) is made
 * again when the browser is back online, and the page goes on without the part meanwhile.
 * `intent` fetches it sooner, on pointing at or focusing what opens it (spread on that button).
 * `until` is when to fetch it: by default once what it mounted with (the page's data)
 * has been painted; the shell's parts, mounted before any page, pass useAfterPageDrawn.
 *
 * `importer` is a literal `() => import('./Module')` (then picking the export), so that the bundler
 * makes the module a chunk of its own.
 */
export function lazyAfterPageDrawn<Component extends ComponentType<never>>(
  importer: () => Promise<{ default: Component }>,
  { until = useAfterMountPainted }: { until?: () => boolean } = {},
) {
  const part = lazyComponent(importer);
  // A failed fetch changes nothing here: the part's own attempt is made again once online.
  const fetchQuietly = () => void part.load().catch(() => undefined);

  type Props = Component extends ComponentType<infer P> ? P : never;
  function AfterPageDrawn({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const drawn = until();
    // Its props are this component's own but `fallback`, which the checker cannot follow here.
    const Part = useLazyComponent(part) as ComponentType<object> | undefined;
    useEffect(() => {
      if (!drawn || Part) return undefined;
      fetchQuietly();
      window.addEventListener('online', fetchQuietly);
      return () => window.removeEventListener('online', fetchQuietly);
    }, [drawn, Part]);
    return Part ? <Part {...props} /> : fallback;
  }

  const intent = { onPointerEnter: fetchQuietly, onFocus: fetchQuietly };
  return Object.assign(AfterPageDrawn, { intent });
}
