import { Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import * as styles from './app-layout.css';

/** Shown while the session is being restored or a sign-in is being completed. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('states.loading')}
      className={styles.fullPage}
    >
      <Spinner size="3" />
    </div>
  );
}
