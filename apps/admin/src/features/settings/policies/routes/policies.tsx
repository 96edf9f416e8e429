import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DateTime, ErrorView, Page, Skeleton, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { hasText } from '../form/policy-form';
import { shopPolicyListQuery, useShopPolicyList } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader() {
  await queryClient.ensureQueryData(shopPolicyListQuery);
}

/** Settings › Policies: each policy the storefront shows, whether it is written, and its editor. */
export function Component() {
  const { t } = useTranslation('settings');
  const list = useShopPolicyList();
  return (
    <Page title={t('general:settingsNav.policies')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('policies.intro')}
        </Text>
        {list.data ? (
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.data.items.map((policy) => {
                const name = t(`policies.kinds.${policy.kind}`);
                return (
                  <li key={policy.kind}>
                    <Card>
                      <Flex align="center" justify="between" gap="3" wrap="wrap">
                        <Flex direction="column" gap="1">
                          <Heading as="h2" size="3">
                            {name}
                          </Heading>
                          <Text size="2" color="gray">
                            {hasText(policy.body) ? (
                              <>
                                {t('policies.updated')} <DateTime value={policy.updated_at} />
                              </>
                            ) : (
                              t('policies.notWritten')
                            )}
                          </Text>
                        </Flex>
                        <Button asChild variant="soft">
                          <UiLink
                            href={hrefs.settings.policy(policy.kind)}
                            aria-label={t('policies.editNamed', { name })}
                          >
                            {t('policies.edit')}
                          </UiLink>
                        </Button>
                      </Flex>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </Flex>
        ) : list.isPending ? (
          <Skeleton height="320px" lines={5} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void list.refetch()} />
        )}
      </Flex>
    </Page>
  );
}
