import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery, statesQuery } from '../../../../lib/queries/reference-data';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { referenceLanguageNow } from '../../reference-language';
import { LocationForm } from '../components/LocationForm';
import { locationQuery, useStockLocation } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const countries = queryClient.ensureQueryData(countriesQuery(referenceLanguageNow()));
  const location = await queryClient.ensureQueryData(locationQuery(params.locationId ?? ''));
  // The state field lists the location's country's states from the start.
  await Promise.all([
    countries,
    queryClient.ensureQueryData(statesQuery(location.address.country.alpha2)),
  ]);
}

/** Settings › locations › one location: its form, or why it cannot be shown. */
export function Component() {
  const { t } = useTranslation('settings');
  const locationId = useParams().locationId ?? '';
  const { data: location, error, isPending, refetch } = useStockLocation(locationId);
  useDocumentTitle(location?.name);

  return (
    <Page
      title={location?.name ?? t('general:settingsNav.editLocation')}
      backHref={hrefs.settings.locations()}
      backLabel={t('general:settingsNav.locations')}
    >
      {location ? (
        // Keyed by id: another location gets a fresh form, never the previous one's edits.
        <LocationForm key={location.id} location={location} />
      ) : (
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('locations.notFound'),
            description: t('locations.notFoundDescription'),
          }}
          loading={<Skeleton height="40px" lines={6} />}
        />
      )}
    </Page>
  );
}
