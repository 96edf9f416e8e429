import type { ImageRef } from '@shop/admin-api';
import { CatalogIcon } from '@shop/ui';
import * as styles from './Thumbnail.css';

export interface ThumbnailProps {
  /** A list row's default image; a neutral placeholder shows without one. */
  image: ImageRef | null | undefined;
  /** What the image shows, for screen readers ('' when the text beside it already says it). */
  alt: string;
}

/** A small square image of a catalog row (a product's or a collection's default image). */
export function Thumbnail({ image, alt }: ThumbnailProps) {
  if (!image) {
    return (
      <span
        className={styles.placeholder}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <CatalogIcon />
      </span>
    );
  }
  return <img className={styles.image} src={image.src} alt={alt} loading="lazy" decoding="async" />;
}
