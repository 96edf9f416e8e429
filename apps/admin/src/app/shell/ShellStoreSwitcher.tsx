import { useTranslation } from 'react-i18next';
import { StoreSwitcher } from '@shop/ui';
import { config, storeAdminUrl } from '../../lib/config';
import { useStores } from '../../lib/queries/shop';

/** The account's stores; each store's admin lives on its own host. */
export function ShellStoreSwitcher() {
  const { t } = useTranslation();
  const { data } = useStores();
  const stores = data?.items ?? [];
  const current = stores.find((store) => store.current);
  if (!current) return null;
  return (
    <StoreSwitcher
      stores={stores.map(({ id, host, name }) => ({ id, host, name }))}
      currentId={current.id}
      storeHref={(store) => storeAdminUrl(store.host)}
      manageHref={config.links.manageStores}
      manageLabel={t('ui.manageStores')}
    />
  );
}
