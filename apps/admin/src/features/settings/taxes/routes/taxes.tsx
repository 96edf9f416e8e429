import { useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { TaxRate } from '@shop/admin-api';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { referenceLanguageNow } from '../../reference-language';
import { TaxInclusionSwitch } from '../components/TaxInclusionSwitch';
import { TaxRateDialog } from '../components/TaxRateDialog';
import { TaxRatesTable } from '../components/TaxRatesTable';
import { locationsQuery, taxRatesQuery, useLocations, useTaxRates } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(taxRatesQuery),
    queryClient.ensureQueryData(shopQuery),
    queryClient.ensureQueryData(locationsQuery),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** The rate dialog: open or not, on a new rate (null) or a saved one (kept while it closes). */
interface RateDialog {
  open: boolean;
  rate: TaxRate | null;
}

/**
 * Settings › taxes (§2): the tax-inclusive prices switch, the shop's rates and the create/edit
 * modal. Deleting asks first.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const shop = useShop();
  const rates = useTaxRates();
  const locations = useLocations();
  const [dialog, setDialog] = useState<RateDialog>({ open: false, rate: null });
  const add = (
    <Button onClick={() => setDialog({ open: true, rate: null })}>{t('taxes.add')}</Button>
  );

  let list;
  if (rates.data) {
    list = rates.data.length ? (
      <TaxRatesTable rates={rates.data} onEdit={(rate) => setDialog({ open: true, rate })} />
    ) : (
      <EmptyState title={t('taxes.empty')} description={t('taxes.emptyDescription')} />
    );
  } else if (rates.isPending) {
    list = <Skeleton height="32px" lines={3} />;
  } else {
    list = <ErrorView supportEmail={config.supportEmail} onRetry={() => void rates.refetch()} />;
  }

  return (
    <Page title={t('general:settingsNav.taxes')} actions={add}>
      <Flex direction="column" gap="5">
        <Text as="p" color="gray">
          {t('taxes.intro')}
        </Text>
        <Card size="3">
          {shop.data ? <TaxInclusionSwitch shop={shop.data} /> : <Skeleton height="24px" />}
        </Card>
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="tax-rates-heading">
            <Heading as="h2" size="4" id="tax-rates-heading">
              {t('taxes.rates')}
            </Heading>
            {list}
          </section>
        </Flex>
      </Flex>
      <TaxRateDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((shown) => ({ ...shown, open }))}
        rate={dialog.rate}
        locations={locations.data ?? []}
      />
    </Page>
  );
}
