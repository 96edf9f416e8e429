import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Last resort outside the shell: just the word, as the spec asks. */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <p>{t('error')}</p>
    </main>
  );
}
