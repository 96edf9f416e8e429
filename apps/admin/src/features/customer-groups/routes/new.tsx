import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { NewCustomerGroupForm } from '../components/NewCustomerGroupForm';
import { customerGroupListMemory } from '../list-params';

export const namespaces = ['non-settings', 'validation'] as const;

export function Component() {
  const { t } = useTranslation('non-settings');
  useDocumentTitle(t('customerGroups.new.title'));
  return (
    <Page
      title={t('customerGroups.new.title')}
      backHref={customerGroupListMemory.href()}
      backLabel={t('general:nav.customerGroups')}
    >
      <NewCustomerGroupForm />
    </Page>
  );
}
