import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsModal } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { useRouteHandle } from '../../../lib/route-handle';
import { usePermissions } from '../../../lib/permissions';
import { pageBeforeOverlay } from '../../../lib/routing/return-point';
import { PageArea } from '../../../shared/layout/PageArea';
import { buildSettingsNav } from './settings-nav';

export const namespaces = ['settings'] as const;

/**
 * §2 Settings: the full-screen modal over every settings page, with its own sidebar. Each page is
 * gated by its own policy inside the modal, so a user without it still sees the sidebar and can
 * move on. Closing goes back to the page before settings, or home when settings was opened directly
 * (the modal returns focus to what opened it).
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { allowed } = usePermissions();
  const handle = useRouteHandle();

  const close = () => void navigate(pageBeforeOverlay() ?? hrefs.home.dashboard());

  return (
    <SettingsModal
      title={t('nav.settings')}
      items={buildSettingsNav(t, allowed)}
      currentPath={location.pathname}
      onClose={close}
    >
      <PageArea policy={handle.policy} />
    </SettingsModal>
  );
}
