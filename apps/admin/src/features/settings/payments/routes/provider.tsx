import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPaymentProviderId, paymentProvider, type PaymentProviderId } from '@shop/admin-api';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery, useCountries } from '../../../../lib/queries/reference-data';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { referenceLanguageNow } from '../../reference-language';
import { ProviderAbout } from '../components/ProviderAbout';
import { paymentProviderQuery, usePaymentProvider } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(paymentProviderQuery(params.provider ?? '')),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** Settings › payments › one provider: what it is, what connecting needs, the shop's connection. */
export function Component() {
  const { t } = useTranslation('settings');
  const id = useParams().provider ?? '';
  // A name outside the catalogue still asks the API, which answers 404 (shown as not found).
  const query = usePaymentProvider(id as PaymentProviderId);
  const name = isPaymentProviderId(id) ? paymentProvider(id).name : undefined;
  useDocumentTitle(name);
  const countries = useCountries().data?.items;
  const names = useMemo(
    () => new Map(countries?.map((country) => [country.alpha2, country.name])),
    [countries],
  );

  return (
    <Page
      title={name ?? t('general:settingsNav.paymentProvider')}
      backHref={hrefs.settings.payments()}
      backLabel={t('general:settingsNav.payments')}
    >
      {query.data && name ? (
        <ProviderAbout settings={query.data} countryName={(code) => names.get(code)} />
      ) : (
        <DetailFallback
          query={query}
          notFound={{
            title: t('payments.notFound'),
            description: t('payments.notFoundDescription'),
          }}
          loading={<Skeleton height="96px" lines={3} />}
        />
      )}
    </Page>
  );
}
