import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '@shop/ui';
import { config } from '../../../../lib/config';
import { AppStoreWidget } from '../components/AppStoreWidget';

export const namespaces = ['settings'] as const;

/**
 * Settings › App store (§2): the third-party automation widget, loaded by script with a token the
 * product issues. Without a widget configured for the platform the page says so, and asks for no
 * token.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const widget = config.appStoreWidget;
  return (
    <Page title={t('general:settingsNav.appStore')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('appStore.intro')}
        </Text>
        {widget ? (
          <AppStoreWidget widget={widget} />
        ) : (
          <EmptyState
            title={t('appStore.notConfigured')}
            description={t('appStore.notConfiguredHint')}
          />
        )}
      </Flex>
    </Page>
  );
}
