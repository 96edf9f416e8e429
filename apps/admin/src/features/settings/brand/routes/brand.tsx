import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { shopQuery } from '../../../../lib/queries/shop';
import { BrandForm } from '../components/BrandForm';
import { brandQuery, useBrand } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

/** §2 brand: the shop is read again first (its logo is the brand's), with the brand itself. */
export async function loader() {
  await Promise.all([
    queryClient.fetchQuery({ ...shopQuery, staleTime: 0 }),
    queryClient.fetchQuery({ ...brandQuery, staleTime: 0 }),
  ]);
}

/** Settings › Brand: logo (the sidebar's too), colours with their contrast, cover, words. */
export function Component() {
  const { t } = useTranslation('settings');
  const brand = useBrand();
  return (
    <Page title={t('general:settingsNav.brand')}>
      <Flex direction="column" gap="5">
        <Text as="p" color="gray">
          {t('brand.intro')}
        </Text>
        {brand.data ? (
          <BrandForm brand={brand.data} />
        ) : brand.isPending ? (
          <Skeleton height="480px" lines={10} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void brand.refetch()} />
        )}
      </Flex>
    </Page>
  );
}
