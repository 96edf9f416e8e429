import type { ShippingCarrier } from '@shop/admin-api';
import * as styles from './shipping.css';

/**
 * A carrier's mark: its monogram on a tile of its colour. No logo is copied; the name always stands
 * beside it, so the tile is decorative.
 */
export function CarrierMark({
  mark,
  size = 'small',
}: {
  mark: ShippingCarrier['mark'];
  size?: 'small' | 'large';
}) {
  return (
    <span aria-hidden="true" className={styles.mark[size]} style={{ backgroundColor: mark.color }}>
      {mark.monogram}
    </span>
  );
}
