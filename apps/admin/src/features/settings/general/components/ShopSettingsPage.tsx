import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { useShop } from '../../../../lib/queries/shop';

/**
 * A page of the general settings: its title, a link back to the general overview, and its form
 * once the shop is here (the loader has usually brought it already).
 */
export function ShopSettingsPage({
  titleKey,
  children,
}: {
  /** The full key of the page title (`general:settingsNav.*`), the manifest's title key. */
  titleKey: string;
  children: (shop: Shop) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { data: shop, isPending, refetch } = useShop();
  return (
    <Page
      title={t(titleKey)}
      backHref={hrefs.settings.general()}
      backLabel={t('general:settingsNav.general')}
    >
      {shop ? (
        children(shop)
      ) : isPending ? (
        <Skeleton height="40px" lines={4} />
      ) : (
        <ErrorView supportEmail={config.supportEmail} onRetry={() => void refetch()} />
      )}
    </Page>
  );
}
