import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { FormSection } from '../../../../lib/forms/FormSection';
import { queryClient } from '../../../../lib/query-client/query-client';
import { ConnectDomainDialog } from '../components/ConnectDomainDialog';
import { CustomDomain } from '../components/CustomDomain';
import { HandleSection } from '../components/HandleSection';
import { domainListQuery, useDomainList } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

/** §2 domain: the list is loaded first. */
export async function loader() {
  await queryClient.ensureQueryData(domainListQuery);
}

/**
 * Settings › Domain: the shop's own address (its handle) and the custom domains it has
 * connected, each with the DNS records to add and what the last check found.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const list = useDomainList();
  const title = t('general:settingsNav.domain');

  if (!list.data) {
    return (
      <Page title={title}>
        {list.isPending ? (
          <Skeleton height="320px" lines={8} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void list.refetch()} />
        )}
      </Page>
    );
  }

  const { platform_domain: platform, items } = list.data;
  const own = items.find((domain) => domain.kind === 'platform');
  const custom = items.filter((domain) => domain.kind === 'custom');

  return (
    <Page title={title}>
      <Flex direction="column" gap="5">
        <Text as="p" color="gray">
          {t('domain.intro')}
        </Text>
        {own ? <HandleSection key={own.id} domain={own} platform={platform} /> : null}
        <FormSection
          title={t('domain.custom.title')}
          description={t('domain.custom.description')}
          actions={<ConnectDomainDialog />}
        >
          {custom.length === 0 ? (
            <Text as="p" color="gray">
              {t('domain.custom.empty')}
            </Text>
          ) : (
            custom.map((domain) => <CustomDomain key={domain.id} domain={domain} />)
          )}
        </FormSection>
      </Flex>
    </Page>
  );
}
