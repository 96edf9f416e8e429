import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { DiscountSettingsForm } from '../thresholds/DiscountSettingsForm';
import { discountSettingsQuery, useDiscountSettings } from '../thresholds/queries';

export const namespaces = ['discounts', 'validation'] as const;

export async function loader() {
  await queryClient.ensureQueryData(discountSettingsQuery);
}

/** Discount settings (issue 25): how codes and threshold discounts combine, stored per shop. */
export function Component() {
  const { t } = useTranslation('discounts');
  const { data: settings, error, isPending, refetch } = useDiscountSettings();
  useDocumentTitle(t('general:nav.discountSettings'));
  return (
    <Page title={t('general:nav.discountSettings')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('settings.description')}
        </Text>
        {settings ? (
          <DiscountSettingsForm settings={settings} />
        ) : (
          <DetailFallback
            query={{ isPending, error, refetch }}
            notFound={{
              title: t('general:nav.discountSettings'),
              description: t('settings.loadError'),
            }}
          />
        )}
      </Flex>
    </Page>
  );
}
