import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { queryClient } from '../../../../lib/query-client/query-client';
import { NewStaffForm } from '../components/NewStaffForm';

export const namespaces = ['settings', 'validation'] as const;

/** §2: staff/new loads the shop first (the form names the shop the person will join). */
export async function loader() {
  await queryClient.ensureQueryData(shopQuery);
}

export function Component() {
  const { t } = useTranslation('settings');
  const shop = useShop();
  return (
    <Page
      title={t('general:settingsNav.newStaff')}
      backHref={hrefs.settings.staff()}
      backLabel={t('general:settingsNav.staff')}
    >
      <NewStaffForm shopName={shop.data?.name ?? ''} />
    </Page>
  );
}
