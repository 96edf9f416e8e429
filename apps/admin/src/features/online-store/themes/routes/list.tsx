import { useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ThemeSummary } from '@shop/admin-api';
import {
  ConfirmDialog,
  EmptyState,
  ErrorView,
  ExternalLinkIcon,
  Page,
  Skeleton,
  toast,
} from '@shop/ui';
import { useDocumentTitle } from '../../../../lib/document-title';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { ThemeCard } from '../components/ThemeCard';
import { themesQuery, useActivateTheme, useThemes } from '../queries';
import * as styles from '../components/themes.css';

export const namespaces = ['themes'] as const;

export async function loader() {
  await queryClient.ensureQueryData(themesQuery);
}

/**
 * §7 Themes: the shop's themes, the live one first, each with its picture, name, version and when
 * it was last saved; another one becomes live after a confirmation.
 */
export function Component() {
  const { t } = useTranslation('themes');
  useDocumentTitle(t('general:nav.themes'));
  const themes = useThemes();
  const activate = useActivateTheme();
  const [activating, setActivating] = useState<ThemeSummary | null>(null);
  const live = themes.data?.items.find((theme) => theme.live);

  return (
    <Page
      title={t('general:nav.themes')}
      actions={
        themes.data ? (
          <Button asChild variant="soft">
            <a href={themes.data.storefront_url} target="_blank" rel="noopener noreferrer">
              {t('list.viewStorefront')}
              <ExternalLinkIcon />
            </a>
          </Button>
        ) : null
      }
    >
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('list.intro')}
        </Text>
        {themes.data ? (
          themes.data.items.length > 0 ? (
            <ul className={styles.grid} aria-label={t('general:nav.themes')}>
              {themes.data.items.map((theme) => (
                <ThemeCard key={theme.id} theme={theme} onActivate={setActivating} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('list.empty')} />
          )
        ) : themes.isPending ? (
          <Skeleton height="320px" lines={6} />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void themes.refetch()} />
        )}
      </Flex>
      <ConfirmDialog
        open={activating !== null}
        onOpenChange={(open) => {
          if (!open) setActivating(null);
        }}
        title={t('list.activateTitle', { name: activating?.name ?? '' })}
        description={
          live
            ? t('list.activateDescription', { name: activating?.name ?? '', live: live.name })
            : t('list.activateDescriptionNone', { name: activating?.name ?? '' })
        }
        confirmLabel={t('list.activateConfirm')}
        onConfirm={async () => {
          if (!activating) return;
          await activate.mutateAsync({ themeId: activating.id });
          toast.success(t('list.activated', { name: activating.name }));
          setActivating(null);
        }}
      />
    </Page>
  );
}
