import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { AppProviders } from './providers/AppProviders';

/** The app around a router that main.tsx made before the first render (it was loading meanwhile). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      {/* What a navigation asking for `flushSync` is drawn with (react-router/dom's own default). */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
}
