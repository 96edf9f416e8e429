import { Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** Shown while the session is being restored or a sign-in is being completed. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-label={t('states.loading')}
      align="center"
      justify="center"
      style={{ minBlockSize: '100dvh' }}
    >
      <Spinner size="3" />
    </Flex>
  );
}
