import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppShell, OfflineNotice } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';
import { PendingChangesSlot } from '../../lib/offline/PendingChangesSlot';
import { useShopLanguage } from '../../lib/i18n/use-shop-language';
import { useShop } from '../../lib/queries/shop';
import { useRouteHandle } from '../../lib/route-handle';
import { useRememberPageBeforeOverlay } from '../../lib/routing/return-point';
import { useSession } from '../../lib/session';
import { FullPageSpinner } from '../FullPageSpinner';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { TourSlot } from './TourSlot';
import { PageArea } from '../../shared/layout/PageArea';

/** Sidebar, header, and the page: gated by the route's policy, titled after the route. */
export function Component() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const handle = useRouteHandle();
  // The page area gates on the page's policy, or a layout's (which gates its own pages).
  const pageAreaHandle = useRouteHandle({ upToLayout: true });
  // The drawer remembers the path it was opened on, so any navigation closes it without an effect.
  const { pathname } = location;
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === pathname;
  const setDrawerOpen = useCallback(
    (open: boolean) => setDrawerOpenedAt(open ? pathname : null),
    [pathname],
  );
  // On a phone the tour opens the drawer for its sidebar steps, not modal: its tooltip stays usable.
  const [tourDrawer, setTourDrawer] = useState(false);
  const shop = useShop().data;

  useDocumentTitle(handle.titleKey ? t(handle.titleKey) : undefined);
  useRememberPageBeforeOverlay();
  // §9: the admin's language follows the shop's language setting.
  useShopLanguage(shop?.language);

  // The same elements while the path and the drawer stay: a search typed into a list changes the
  // URL on each pause, and the sidebar and header drew again for nothing each time (about a third
  // of the keystroke's render under 4x CPU throttling, `pnpm bench discounts`).
  const sidebar = useMemo(
    () => <AppSidebar currentPath={pathname} onNavigate={() => setDrawerOpen(false)} />,
    [pathname, setDrawerOpen],
  );
  const header = useMemo(
    () => <AppHeader navigationOpen={drawerOpen} onOpenNavigation={() => setDrawerOpen(true)} />,
    [drawerOpen, setDrawerOpen],
  );

  // What sits beside the page follows its own state, not the address: the same elements too.
  const tourCompleted = shop?.tour_completed;
  const besidePage = useMemo(
    () => (
      <>
        {/* §4 Connectivity: "you are offline" / "you are back online", announced politely. */}
        <OfflineNotice />
        <PendingChangesSlot />
        <TourSlot tourCompleted={tourCompleted} onDrawerChange={setTourDrawer} />
      </>
    ),
    [tourCompleted],
  );

  // Restoring the session, or on the way to the sign-in service.
  if (!isLoggedIn) return <FullPageSpinner />;

  return (
    <AppShell
      drawerOpen={drawerOpen || tourDrawer}
      drawerModal={!tourDrawer}
      onDrawerOpenChange={setDrawerOpen}
      sidebar={sidebar}
      header={header}
    >
      <PageArea policy={pageAreaHandle.policy} />
      {besidePage}
    </AppShell>
  );
}
