import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { PasswordForm } from '../components/PasswordForm';

export const namespaces = ['settings', 'validation'] as const;

/** Settings › security › password. */
export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Page
      title={t('general:settingsNav.password')}
      backHref={hrefs.settings.security()}
      backLabel={t('general:settingsNav.security')}
    >
      <PasswordForm />
    </Page>
  );
}
