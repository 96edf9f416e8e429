import { Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { Avatar, Money, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { fullName, initials } from '../../../lib/format';
import { useTopCustomers } from '../queries';
import * as styles from './home.css';
import { TopList } from './TopList';

/** §2: the 5 customers who spent most (total_spent, descending), in the shop currency. */
export function TopCustomers({ currency }: { currency: Currency }) {
  const { t } = useTranslation('non-settings');
  const query = useTopCustomers();
  // Someone who spent nothing is not a top customer: a shop without sales has nothing to show here.
  const items = query.data?.items.filter((customer) => customer.total_spent > 0);
  return (
    <TopList
      headingId="home-top-customers"
      title={t('home.topCustomers.title')}
      items={items}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyDescription={t('home.topCustomers.empty')}
      getKey={(customer) => customer.id}
      renderItem={(customer) => (
        <>
          {/* Decorative: the name beside it says who it is (customers have no picture). */}
          <Avatar initials={initials(customer)} />
          <Link asChild size="2" weight="medium" className={styles.name}>
            <UiLink href={hrefs.customers.detail(customer.id)}>
              {fullName(customer) || customer.email}
            </UiLink>
          </Link>
          <Text size="2" className={styles.figure}>
            <Money minor={customer.total_spent} currency={currency} />
          </Text>
        </>
      )}
    />
  );
}
