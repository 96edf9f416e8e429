import type { ImageRef } from '@shop/admin-api';
import { CatalogIcon } from '@shop/ui';
import * as styles from './CollectionThumbnail.css';

/**
 * The collection's default (first) image, small. Decorative: the title beside it names the row, so a
 * screen reader does not hear the collection twice.
 */
export function CollectionThumbnail({ image }: { image: ImageRef | undefined }) {
  if (!image) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        <CatalogIcon />
      </span>
    );
  }
  return <img className={styles.image} src={image.src} alt="" loading="lazy" decoding="async" />;
}
