import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent, type LazyComponent } from '@shop/ui';
import { i18n, type Namespace } from './i18n/i18n';
import { useAfterMountPainted } from './use-after-page-drawn';

/**
 * The part's component once its module has come, drawn in a transition: React then draws it in
 * slices between frames, in a task of its own after the module's evaluation, not in the same one
 * (as a store subscription's update would be). A form's module and its first drawing together took
 * one 108 ms task on a simulated phone (Lighthouse's blocking time on an order's page).
 */
function useArrivedPart<C>(part: LazyComponent<C>): C | undefined {
  const [component, setComponent] = useState(part.current);
  useEffect(() => {
    if (component) return undefined;
    const take = () => {
      const arrived = part.current();
      if (arrived) startTransition(() => setComponent(() => arrived));
    };
    take(); // it may have come between the render and this effect
    return part.subscribe(take);
  }, [part, component]);
  return component;
}

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
 * `namespaces` are the texts it needs that the page does not (its fields' messages): fetched with
 * its code, while the page is surely online, and not before the page's first drawing.
 *
 * `importer` is a literal `() => import('./Module')` (then picking the export), so that the bundler
 * makes the module a chunk of its own.
 */
export function lazyAfterPageDrawn<Component extends ComponentType<never>>(
  importer: () => Promise<{ default: Component }>,
  {
    until = useAfterMountPainted,
    namespaces = [],
  }: { until?: () => boolean; namespaces?: readonly Namespace[] } = {},
) {
  const part = lazyComponent(() =>
    namespaces.length === 0
      ? importer()
      : Promise.all([importer(), i18n.loadNamespaces([...namespaces])]).then(([module]) => module),
  );
  // A failed fetch changes nothing here: the part's own attempt is made again once online.
  const fetchQuietly = () => void part.load().catch(() => undefined);

  type Props = Component extends ComponentType<infer P> ? P : never;
  function AfterPageDrawn({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const drawn = until();
    // Its props are this component's own but `fallback`, which the checker cannot follow here.
    const Part = useArrivedPart(part) as ComponentType<object> | undefined;
    useEffect(() => {
      if (!drawn || Part) return undefined;
      // In a task of its own: the parts of a page are drawn together, and each import() adds its
      // module's preloads to the document (an order's four parts: one 26 ms task, 100 ms on a phone).
      const fetching = setTimeout(fetchQuietly);
      window.addEventListener('online', fetchQuietly);
      return () => {
        clearTimeout(fetching);
        window.removeEventListener('online', fetchQuietly);
      };
    }, [drawn, Part]);
    return Part ? <Part {...props} /> : fallback;
  }

  const intent = { onPointerEnter: fetchQuietly, onFocus: fetchQuietly };
  return Object.assign(AfterPageDrawn, { intent });
}
