import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { ThemeSummary } from '@shop/admin-api';
import { DateTime, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import * as styles from './themes.css';

/** One theme of the list: its picture, name, version, whether it is live, when it was last saved. */
export function ThemeCard({
  theme,
  onActivate,
}: {
  theme: ThemeSummary;
  onActivate: (theme: ThemeSummary) => void;
}) {
  const { t, i18n } = useTranslation('themes');
  return (
    <Card asChild size="2">
      <li aria-labelledby={`theme-${theme.id}`}>
        <Flex direction="column" gap="3">
          <img
            src={theme.preview_image}
            alt={t('list.previewAlt', { name: theme.name })}
            className={styles.cardImage}
            loading="lazy"
          />
          <Flex align="center" justify="between" gap="2" wrap="wrap">
            <Heading as="h2" size="3" id={`theme-${theme.id}`}>
              {theme.name}
            </Heading>
            {theme.live ? (
              <Badge color="green">{t('list.live')}</Badge>
            ) : (
              <Badge color="gray">{t('list.notLive')}</Badge>
            )}
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {t('list.version', { version: theme.version })}
            </Text>
            <Text size="2" color="gray">
              <Trans
                t={t}
                i18nKey="list.lastSaved"
                components={{
                  date: <DateTime value={theme.updated_at} time locale={i18n.language} />,
                }}
              />
            </Text>
            {theme.has_unpublished_changes ? (
              <Text size="2" weight="medium">
                {t('list.unpublished')}
              </Text>
            ) : null}
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="soft">
              <UiLink
                href={hrefs.onlineStore.themeCustomize(theme.id)}
                aria-label={t('list.customizeNamed', { name: theme.name })}
              >
                {t('list.customize')}
              </UiLink>
            </Button>
            {theme.live ? null : (
              <Button
                type="button"
                variant="outline"
                aria-label={t('list.activateNamed', { name: theme.name })}
                onClick={() => onActivate(theme)}
              >
                {t('list.activate')}
              </Button>
            )}
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}
