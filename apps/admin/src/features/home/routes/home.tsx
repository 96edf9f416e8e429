import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useAccount } from '../../../lib/queries/account';

export const namespaces = ['non-settings'] as const;

/** For now a greeting; the dashboard (sales, top lists, onboarding) is a later issue. */
export function Component() {
  const { t } = useTranslation('non-settings');
  const { data: account } = useAccount();
  const name = account?.first_name.trim();
  return (
    <Page title={t('general:nav.home')}>
      <Heading as="h2" size="5" weight="medium">
        {name ? t('home.greeting', { name }) : t('home.greetingNoName')}
      </Heading>
      <Text as="p" color="gray" mt="2">
        {t('home.intro')}
      </Text>
    </Page>
  );
}
