import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { fullName } from '../../../lib/format';
import { useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { CustomerEditForm } from '../components/CustomerEditForm';
import { CustomerOrders } from '../components/CustomerOrders';
import { CustomerStats } from '../components/CustomerStats';
import { DeleteCustomerButton } from '../components/DeleteCustomerButton';
import { customerListMemory } from '../list-params';
import { customerOrdersQuery, customerQuery, customerStatsQuery, useCustomer } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.customerId ?? '';
  // Orders and stats are secondary: start them, but let the page show as soon as the customer is here.
  void queryClient.prefetchQuery(customerOrdersQuery(id));
  void queryClient.prefetchQuery(customerStatsQuery(id));
  await queryClient.ensureQueryData(customerQuery(id));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const customerId = useParams().customerId ?? '';
  const { data: customer, error, isPending, refetch } = useCustomer(customerId);
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;
  const backHref = customerListMemory.href();
  const name = customer ? fullName(customer) || customer.email : '';
  useDocumentTitle(name || t('general:fields.customer'));

  if (!customer) {
    return (
      <Page
        title={t('general:fields.customer')}
        backHref={backHref}
        backLabel={t('general:nav.customers')}
      >
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('customers.detail.notFound'),
            description: t('customers.detail.notFoundDescription'),
          }}
        />
      </Page>
    );
  }

  return (
    <Page
      title={name}
      backHref={backHref}
      backLabel={t('general:nav.customers')}
      actions={<DeleteCustomerButton customerId={customer.id} name={name} />}
    >
      <Flex direction="column" gap="5">
        <CustomerStats customerId={customer.id} currency={currency} />
        {/* Keyed by id: another customer gets a fresh form, never the previous one's edits. */}
        <CustomerEditForm key={customer.id} customer={customer} />
        <CustomerOrders customerId={customer.id} currency={currency} />
      </Flex>
    </Page>
  );
}
