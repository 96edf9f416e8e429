import { Button, Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/**
 * §8: a dashboard block that failed to load shows a generic form error in its own place (no toast:
 * its queries opt out), with a way to try again.
 */
export function BlockError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('non-settings');
  return (
    <Flex direction="column" gap="2" align="start">
      <Callout.Root color="red" role="alert" size="1">
        <Callout.Text>{t('home.blockError')}</Callout.Text>
      </Callout.Root>
      <Button variant="soft" color="gray" size="1" onClick={onRetry}>
        {t('general:actions.tryAgain')}
      </Button>
    </Flex>
  );
}
