import { Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { UiLink } from '@shop/ui';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import { hrefs } from '../../../app/routing/hrefs';
import { useTopProducts } from '../queries';
import * as styles from './home.css';
import { TopList } from './TopList';

/** §2: the 5 products ordered most (orders_count, descending). */
export function TopProducts() {
  const { t } = useTranslation('non-settings');
  const query = useTopProducts();
  // A product nobody ordered is not a top product: a shop without orders has nothing to show here.
  const items = query.data?.items.filter((product) => product.orders_count > 0);
  return (
    <TopList
      headingId="home-top-products"
      title={t('home.topProducts.title')}
      items={items}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyDescription={t('home.topProducts.empty')}
      getKey={(product) => product.id}
      renderItem={(product) => (
        <>
          {/* The title next to it names the product: the image is decorative here. */}
          <Thumbnail image={product.image} alt="" />
          <Link asChild size="2" weight="medium" className={styles.name}>
            <UiLink href={hrefs.products.detail(product.id)}>{product.title}</UiLink>
          </Link>
          <Text size="2" color="gray" className={styles.figure}>
            {t('home.topProducts.orders', { count: product.orders_count })}
          </Text>
        </>
      )}
    />
  );
}
