import type { PaymentProvider } from '@shop/admin-api';
import * as styles from './payments.css';

/**
 * A provider's mark: its monogram on a tile of its colour. No logo is copied; the name always
 * stands beside it, so the tile is decorative.
 */
export function ProviderMark({
  mark,
  size = 'small',
}: {
  mark: PaymentProvider['mark'];
  size?: 'small' | 'large';
}) {
  return (
    <span aria-hidden className={styles.mark[size]} style={{ backgroundColor: mark.color }}>
      {mark.monogram}
    </span>
  );
}
