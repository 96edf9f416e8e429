import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorView } from '@shop/ui';
import { config } from '../../lib/config';
import { captureError } from '../../lib/error-reporting/capture';

/** A failed dynamic import (e.g. a new deploy removed the old chunk) only heals with a reload. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * A page failed to render (or to load) inside the shell: the sidebar and header stay, the page area
 * shows the error view. "Try again" navigates to the same location again: a new location resets
 * react-router's error boundary and runs the page's loader once more.
 */
export function ShellRouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
    captureError(error, 'render');
  }, [error]);
  const retry = () => {
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(location, { replace: true, preventScrollReset: true });
  };
  return <ErrorView supportEmail={config.supportEmail} onRetry={retry} />;
}
