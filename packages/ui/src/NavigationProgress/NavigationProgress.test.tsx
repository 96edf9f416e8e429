import { screen } from '@testing-library/react';
import {
  createRef,
  startTransition,
  Suspense,
  use,
  useImperativeHandle,
  useState,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './NavigationProgress';
import { PROGRESS_DELAY_MS, PROGRESS_FADE_MS } from './progress';

/** Renders what `promise` holds back: a page whose code or data is still on its way. */
function Page({ ready }: { ready: Promise<void> | null }) {
  if (ready) use(ready);
  return <p>page</p>;
}

interface RouterHandle {
  finishNavigation: (ready: Promise<void>) => void;
}

/**
 * A router as react-router drives the bar: the navigation ends in a transition, together with the
 * next page, which may still suspend.
 */
function Router({ ref }: { ref: Ref<RouterHandle> }) {
  const [active, setActive] = useState(true);
  const [ready, setReady] = useState<Promise<void> | null>(null);
  useImperativeHandle(ref, () => ({
    finishNavigation: (next) =>
      startTransition(() => {
        setActive(false);
        setReady(next);
      }),
  }));
  return (
    <>
      <NavigationProgress active={active} />
      <Suspense fallback={null}>
        <Page ready={ready} />
      </Suspense>
    </>
  );
}

/** Lets React's scheduler (setImmediate under Node, not faked) work through what is queued. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

// Rendered as in a browser, without act(): act would finish the suspended transition at once, and
// the interleaving of a transition with the bar's own timer is what is under test.
describe('NavigationProgress, scheduled as in a browser', () => {
  let root: Root;
  const router = createRef<RouterHandle>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() => root.render(<Router ref={router} />));
  });
  afterEach(() => {
    root.unmount();
    vi.useRealTimers();
  });

  it('goes away when the navigation ends in a transition whose page suspends', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));

    // The navigation ends, but its page suspends; meanwhile the 400 ms pass and the bar shows.
    router.current!.finishNavigation(ready);
    await settle();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    await settle();
    expect(screen.getByRole('progressbar')).toBeDefined();

    // The page arrives: the bar completes, fades and leaves.
    release();
    await settle();
    vi.advanceTimersByTime(PROGRESS_FADE_MS);
    await settle();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
