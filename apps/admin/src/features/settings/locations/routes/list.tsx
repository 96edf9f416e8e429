import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { referenceLanguageNow } from '../../reference-language';
import { LocationsTable } from '../components/LocationsTable';
import { locationsQuery, useLocations } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** Settings › locations (§2): where the shop keeps stock; each opens its edit page. */
export function Component() {
  const { t } = useTranslation('settings');
  const locations = useLocations();

  let content;
  if (locations.data) {
    content = locations.data.length ? (
      <LocationsTable locations={locations.data} />
    ) : (
      <EmptyState title={t('locations.empty')} />
    );
  } else if (locations.isPending) {
    content = <Skeleton height="32px" lines={4} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void locations.refetch()} />
    );
  }

  return (
    <Page title={t('general:settingsNav.locations')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('locations.intro')}
        </Text>
        {content}
      </Flex>
    </Page>
  );
}
