import { useEffect, useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AppStoreWidgetConfig } from '@shop/admin-api';
import { Skeleton } from '@shop/ui';
import { useAppStoreToken } from '../queries';
import { loadWidgetScript } from '../widget-script';

/** The element the widget renders into (one app store page at a time). */
export const WIDGET_CONTAINER_ID = 'app-store-widget';

/** How the script given a token went. */
interface Outcome {
  token: string;
  loaded: boolean;
}

/**
 * The automation widget: a token first, then the widget's script with it. A failure of either is
 * logged (§8: the token's failure is logged only, no toast) and leaves a quiet line with a retry
 * where the widget would be; a retry asks for a new token, as the old one may have run out.
 */
export function AppStoreWidget({ widget }: { widget: AppStoreWidgetConfig }) {
  const { t, i18n } = useTranslation('settings');
  // Read once: a running widget does not follow a change of language.
  const [language] = useState(i18n.resolvedLanguage ?? i18n.language);
  const token = useAppStoreToken();
  const tokenValue = token.data?.token;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!tokenValue) return;
    const loading = loadWidgetScript({
      widget,
      token: tokenValue,
      containerId: WIDGET_CONTAINER_ID,
      language,
    });
    let current = true;
    loading.loaded.then(
      () => current && setOutcome({ token: tokenValue, loaded: true }),
      (error: unknown) => {
        console.error(error);
        if (current) setOutcome({ token: tokenValue, loaded: false });
      },
    );
    return () => {
      current = false;
      loading.remove();
    };
  }, [widget, tokenValue, language]);

  const settled = outcome && outcome.token === tokenValue ? outcome : null;
  const failed = token.isError || settled?.loaded === false;

  return (
    <Flex direction="column" gap="3">
      {failed ? (
        <Flex align="center" gap="3" wrap="wrap">
          <Text as="p" size="2" color="gray">
            {t('appStore.unavailable')}
          </Text>
          <Button variant="soft" size="1" onClick={() => void token.refetch()}>
            {t('general:actions.tryAgain')}
          </Button>
        </Flex>
      ) : settled ? null : (
        <div role="status" aria-busy="true" aria-label={t('appStore.loading')}>
          <Skeleton height="320px" lines={6} />
        </div>
      )}
      <section id={WIDGET_CONTAINER_ID} aria-label={t('appStore.region')} hidden={failed} />
    </Flex>
  );
}
