import { Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { ChevronRightIcon, ErrorView, Page, Skeleton, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { useCountries } from '../../../../lib/queries/reference-data';
import { useShop } from '../../../../lib/queries/shop';
import { overviewEntries } from '../overview';
import * as styles from '../general.css';

export { loader } from '../queries';
export const namespaces = ['settings'] as const;

/** Settings › general: each page of the general settings, with what it holds now. */
export function Component() {
  const { t } = useTranslation('settings');
  const { data: shop, isPending, refetch } = useShop();
  return (
    <Page title={t('general:settingsNav.general')}>
      {shop ? (
        <Overview shop={shop} />
      ) : isPending ? (
        <Skeleton height="56px" lines={7} />
      ) : (
        <ErrorView supportEmail={config.supportEmail} onRetry={() => void refetch()} />
      )}
    </Page>
  );
}

function Overview({ shop }: { shop: Shop }) {
  const { t } = useTranslation('settings');
  const countries = useCountries().data?.items;
  return (
    <Flex direction="column" gap="4">
      <Text as="p" color="gray">
        {t('general.overview.intro')}
      </Text>
      <Card size="1">
        <ul className={styles.list} aria-label={t('general.overview.label')}>
          {overviewEntries(shop, t, countries).map((entry) => (
            <li key={entry.route} className={styles.item}>
              <UiLink href={hrefs.settings[entry.route]()} className={styles.link}>
                <span className={styles.text}>
                  <Text as="span" weight="medium" className={styles.title}>
                    {t(`general:settingsNav.${entry.route}`)}
                  </Text>
                  <Text as="span" size="2" color="gray" className={styles.value}>
                    {entry.value}
                  </Text>
                </span>
                <ChevronRightIcon aria-hidden className={styles.chevron} />
              </UiLink>
            </li>
          ))}
        </ul>
      </Card>
    </Flex>
  );
}
