import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterPageDrawn } from './use-after-page-drawn';

/**
 * A part of a page that the page's first drawing does without (a form at the foot of the page, a
 * dialog's content), in a chunk of its own fetched once the page has drawn its data: its code (for
 * a form, the forms' library and zod, 50 KB) then shares neither the network with the app's entry
 * nor the main thread with the page's first render. Until then, and until it has arrived, the
 * `fallback` stands in its place. `preload` fetches it sooner (on intent).
 */
export function lazyAfterPageDrawn<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: await preload() }));

  function AfterPageDrawn({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const drawn = useAfterPageDrawn();
    if (!drawn) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as Props)} />
      </Suspense>
    );
  }
  return Object.assign(AfterPageDrawn, { preload });
}
