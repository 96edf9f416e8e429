import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_THRESHOLD } from '@shop/admin-api';

/**
 * Marks a level that needs restocking, by the saved quantity: "Out of stock" at zero or below, "Low
 * stock" from 1 to the contract's LOW_STOCK_THRESHOLD (5). That is the same line the stats block counts
 * (inventory/stats `low_stock`): one fixed shop-wide threshold, like the store-wide "low stock
 * threshold" of WooCommerce (default 2) or the reorder point merchants set in Shopify apps, here at 5
 * so a variant is flagged about a week of small-shop sales ahead.
 */
export function StockState({ available }: { available: number }) {
  const { t } = useTranslation('non-settings');
  if (available > LOW_STOCK_THRESHOLD) return null;
  return available <= 0 ? (
    <Badge color="red" highContrast>
      {t('inventory.stockState.out')}
    </Badge>
  ) : (
    <Badge color="amber" highContrast>
      {t('inventory.stockState.low')}
    </Badge>
  );
}
