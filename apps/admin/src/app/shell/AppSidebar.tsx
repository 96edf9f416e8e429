import { useTranslation } from 'react-i18next';
import { Sidebar } from '@shop/ui';
import { can, type Policy } from '../../lib/permissions';
import { useAccount } from '../../lib/queries/account';
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
  const { data: account } = useAccount();
  const { data: shop } = useShop();
  const allowed = (policy?: Policy) => (account ? can(account, policy) : false);
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
