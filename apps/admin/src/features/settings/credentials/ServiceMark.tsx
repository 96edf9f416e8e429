import * as styles from './credentials.css';

/**
 * A service's mark (a provider's, a carrier's): its monogram on a tile of its colour. No logo is
 * copied; the name always stands beside it, so the tile is decorative.
 */
export function ServiceMark({
  mark,
  size = 'small',
}: {
  mark: { monogram: string; color: string };
  size?: 'small' | 'large';
}) {
  return (
    <span aria-hidden="true" className={styles.mark[size]} style={{ backgroundColor: mark.color }}>
      {mark.monogram}
    </span>
  );
}
