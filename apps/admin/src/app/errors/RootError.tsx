import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { captureError } from '../../lib/error-reporting/capture';

/**
 * Last resort outside the shell (the root route's boundary): the word error, as §2 asks, and under
 * it the router's default text of §8, "An unknown error occured!" (sic). Never the error's own
 * message: it is technical, and may carry data the page had.
 */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
    captureError(error, 'render');
  }, [error]);
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <h1>{t('error')}</h1>
      <p>{t('errors.router')}</p>
    </main>
  );
}
