import { useMemo } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery, useCountries } from '../../../../lib/queries/reference-data';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { referenceLanguageNow } from '../../reference-language';
import { OwnMethods } from '../components/OwnMethods';
import { ProviderList } from '../components/ProviderList';
import { paymentSettingsQuery, usePaymentSettings } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(paymentSettingsQuery),
    queryClient.ensureQueryData(shopQuery),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/**
 * Settings › payments (§2): the shop's own two ways to be paid (the platform's provider, cash on
 * delivery), then every provider it can connect, where each works and whether it is connected.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const payments = usePaymentSettings();
  const currency = useShop().data?.currency;
  const countries = useCountries().data?.items;
  const names = useMemo(
    () => new Map(countries?.map((country) => [country.alpha2, country.name])),
    [countries],
  );

  let content;
  if (payments.data) {
    content = (
      <>
        <OwnMethods
          platform={payments.data.platform}
          cashOnDelivery={payments.data.cash_on_delivery}
          currency={currency}
        />
        <section aria-labelledby="payment-providers">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id="payment-providers">
              {t('payments.providersTitle')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('payments.providersIntro')}
            </Text>
          </Flex>
          <ProviderList
            providers={payments.data.providers}
            countryName={(code) => names.get(code)}
          />
        </section>
      </>
    );
  } else if (payments.isPending) {
    content = <Skeleton height="48px" lines={8} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void payments.refetch()} />
    );
  }

  return (
    <Page title={t('general:settingsNav.payments')}>
      <Flex direction="column" gap="5">
        <Text as="p" color="gray">
          {t('payments.intro')}
        </Text>
        {content}
      </Flex>
    </Page>
  );
}
