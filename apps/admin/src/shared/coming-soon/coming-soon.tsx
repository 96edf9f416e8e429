import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useRouteHandle } from '../../lib/route-handle';

export const namespaces = ['settings'] as const;

/**
 * One lazy page for every area that is not built yet; the route's handle names it. When an area is
 * built, its route points at its own feature instead.
 */
export function Component() {
  const { t } = useTranslation(['general', 'settings']);
  const { titleKey, comingSoonKey } = useRouteHandle();
  return (
    <Page title={titleKey ? t(titleKey) : ''}>
      <Text as="p" color="gray">
        {t(comingSoonKey ?? 'comingSoon')}
      </Text>
    </Page>
  );
}
