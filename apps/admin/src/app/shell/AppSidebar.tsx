import { useTranslation } from 'react-i18next';
import { Sidebar } from '@shop/ui';
import { usePermissions } from '../../lib/permissions';
import { useShop } from '../../lib/queries/shop';
import { buildSidebarFooter, buildSidebarGroups } from './navigation';
import { useUnfulfilledOrdersCount } from './queries';
import { ShellLogo } from './ShellLogo';
import { ShellStoreSwitcher } from './ShellStoreSwitcher';

export function AppSidebar({
  currentPath,
  onNavigate,
}: {
  currentPath: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { data: shop } = useShop();
  // The same question the page area asks of its route, asked for every entry.
  const { allowed } = usePermissions();
  const { data: unfulfilledOrders } = useUnfulfilledOrdersCount(allowed('order'));

  return (
    <Sidebar
      logo={<ShellLogo shop={shop} />}
      storeSwitcher={<ShellStoreSwitcher />}
      groups={buildSidebarGroups({ t, allowed, shop, unfulfilledOrders })}
      footer={buildSidebarFooter(t)}
      currentPath={currentPath}
      onNavigate={onNavigate}
    />
  );
}
