import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Account, Currency } from '@shop/admin-api';
import { canSeeBlock } from '../dashboard-access';
import { SalesFigures } from './SalesFigures';
import { TopCustomers } from './TopCustomers';
import { TopProducts } from './TopProducts';
import * as styles from './home.css';

/**
 * §2: the sales figures and the two top lists, each block shown only to who may see it (a hidden
 * block is not rendered at all: no call, nothing in the page).
 */
export function Dashboard({ account, currency }: { account: Account; currency: Currency }) {
  const { t } = useTranslation('non-settings');
  const sales = canSeeBlock(account, 'sales');
  const topProducts = canSeeBlock(account, 'topProducts');
  const topCustomers = canSeeBlock(account, 'topCustomers');
  if (!sales && !topProducts && !topCustomers) {
    return (
      <Text as="p" color="gray">
        {t('home.noBlocks')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <Text as="p" color="gray">
        {t('home.intro')}
      </Text>
      {sales ? <SalesFigures currency={currency} /> : null}
      {topProducts || topCustomers ? (
        <div className={styles.topLists}>
          {topProducts ? <TopProducts /> : null}
          {topCustomers ? <TopCustomers currency={currency} /> : null}
        </div>
      ) : null}
    </Flex>
  );
}
