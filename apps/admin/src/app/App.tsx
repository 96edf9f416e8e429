import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';

export function App() {
  // Created on first render, not at import: the router starts loading as soon as it exists.
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
