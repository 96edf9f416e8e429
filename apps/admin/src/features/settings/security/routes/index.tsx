import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@shop/admin-api';
import { DateTime, ErrorView, Page, Skeleton, StatusBadge, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import * as styles from '../components/security.css';
import { securityOverviewQuery, useSecurityOverview } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader() {
  await queryClient.ensureQueryData(securityOverviewQuery);
}

function Entry({
  href,
  title,
  description,
  state,
}: {
  href: string;
  title: string;
  description: string;
  state: ReactNode;
}) {
  return (
    <li>
      <Card asChild size="3">
        <UiLink href={href} className={styles.entryLink}>
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              {title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          </Flex>
          {state}
        </UiLink>
      </Card>
    </li>
  );
}

function Entries({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('settings');
  const { mfa, botguard, password_changed_at: changedAt } = overview;
  return (
    <ul className={styles.entries}>
      <Entry
        href={hrefs.settings.password()}
        title={t('general:settingsNav.password')}
        description={t('security.index.passwordDescription')}
        state={
          <Text size="2" color="gray">
            {changedAt === null ? (
              t('security.index.passwordNever')
            ) : (
              <>
                {t('security.index.passwordChanged')} <DateTime value={changedAt} />
              </>
            )}
          </Text>
        }
      />
      <Entry
        href={hrefs.settings.mfa()}
        title={t('general:settingsNav.mfa')}
        description={
          mfa.enabled
            ? t('security.index.codesLeft', { count: mfa.recovery_codes_left })
            : t('security.index.mfaDescription')
        }
        state={
          <StatusBadge
            status={mfa.enabled ? 'active' : 'inactive'}
            label={mfa.enabled ? t('security.state.on') : t('security.state.off')}
          />
        }
      />
      <Entry
        href={hrefs.settings.botguard()}
        title={t('general:settingsNav.botguard')}
        description={
          botguard.enabled
            ? t(`security.botguard.levels.${botguard.level}.title`)
            : t('security.index.botguardDescription')
        }
        state={
          <StatusBadge
            status={botguard.enabled ? 'active' : 'inactive'}
            label={botguard.enabled ? t('security.state.on') : t('security.state.off')}
          />
        }
      />
    </ul>
  );
}

/** Settings › security: the three pages, each with its state. */
export function Component() {
  const { t } = useTranslation('settings');
  const overview = useSecurityOverview();
  return (
    <Page title={t('general:settingsNav.security')}>
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('security.index.intro')}
        </Text>
        {overview.data ? (
          <Entries overview={overview.data} />
        ) : overview.isPending ? (
          <Skeleton height="72px" lines={3} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void overview.refetch()} />
        )}
      </Flex>
    </Page>
  );
}
