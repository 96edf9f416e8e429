import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { BotguardForm } from '../components/BotguardForm';
import { botguardQuery, useBotguard } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(botguardQuery);
}

/** Settings › security › bot protection. */
export function Component() {
  const { t } = useTranslation('settings');
  const botguard = useBotguard();
  return (
    <Page
      title={t('general:settingsNav.botguard')}
      backHref={hrefs.settings.security()}
      backLabel={t('general:settingsNav.security')}
    >
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('security.botguard.how')}
        </Text>
        {botguard.data ? (
          <BotguardForm settings={botguard.data} />
        ) : botguard.isPending ? (
          <Skeleton height="48px" lines={3} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void botguard.refetch()} />
        )}
      </Flex>
    </Page>
  );
}
