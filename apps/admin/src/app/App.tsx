import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { AppProviders } from './providers/AppProviders';

/** The app around a router that main.tsx made before the first render (it was loading meanwhile). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
