import { Button, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_LIST_KEYS, INTEGRATION_NAMES } from '@shop/admin-api';
import { ErrorView, Page, Skeleton, StatusBadge, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { integrationListQuery, useIntegrationList } from '../queries';
import * as styles from '../integrations.css';

export const namespaces = ['settings'] as const;

export async function loader() {
  await queryClient.ensureQueryData(integrationListQuery);
}

/**
 * Settings › Integrations (§2): Google Analytics, Google Tag Manager, the Meta and TikTok pixels,
 * each with its id and status, and a link to its page.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const list = useIntegrationList();
  return (
    <Page title={t('general:settingsNav.integrations')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('integrations.intro')}
        </Text>
        {list.data ? (
          <ul className={styles.list} aria-label={t('general:settingsNav.integrations')}>
            {INTEGRATION_NAMES.map((name) => {
              // The list keys the meta pixel facebook-pixel (§3); its page is meta-pixel.
              const integration = list.data[INTEGRATION_LIST_KEYS[name]];
              const title = t(`integrations.names.${name}`);
              return (
                <li key={name}>
                  <Card>
                    <Flex align="center" justify="between" gap="3" wrap="wrap">
                      <Flex direction="column" gap="1" className={styles.summary}>
                        <Flex align="center" gap="2" wrap="wrap">
                          <Heading as="h2" size="3">
                            {title}
                          </Heading>
                          <StatusBadge
                            status={integration.status}
                            label={t(`general:states.${integration.status}`)}
                          />
                        </Flex>
                        <Text size="2" color="gray">
                          {t(`integrations.descriptions.${name}`)}
                        </Text>
                        <Text size="2">
                          {integration.value ? (
                            <>
                              {t(`integrations.value.${name}`)}:{' '}
                              <Code variant="ghost" className={styles.id}>
                                {integration.value}
                              </Code>
                            </>
                          ) : (
                            t('integrations.notSet')
                          )}
                        </Text>
                      </Flex>
                      <Button asChild variant="soft">
                        <UiLink
                          href={hrefs.settings.integration(name)}
                          aria-label={t('integrations.editNamed', { name: title })}
                        >
                          {t('integrations.edit')}
                        </UiLink>
                      </Button>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        ) : list.isPending ? (
          <Skeleton height="320px" lines={5} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void list.refetch()} />
        )}
      </Flex>
    </Page>
  );
}
