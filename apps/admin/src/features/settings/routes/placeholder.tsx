import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useRouteHandle } from '../../../lib/route-handle';

export const namespaces = ['settings'] as const;

/** A settings page that is not built yet, titled after its route. */
export function Component() {
  const { t } = useTranslation(['general', 'settings']);
  const { titleKey, comingSoonKey } = useRouteHandle();
  return (
    <Page title={titleKey ? t(titleKey) : ''}>
      <Text as="p" color="gray">
        {t(comingSoonKey ?? 'settings:comingSoon')}
      </Text>
    </Page>
  );
}
