import { useTranslation } from 'react-i18next';
import { MAX_COLLECTION_IMAGES } from '@shop/admin-api';
import { GallerySection } from '../../../../shared/media/GallerySection';
import type { CollectionFormApi } from './types';

/** The collection's images; the first is its main image (§4). */
export function ImagesSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <GallerySection
      control={form.control}
      name="images"
      title={t('general:fields.images')}
      hint={t('collections.images.hint', { count: MAX_COLLECTION_IMAGES })}
      maxImages={MAX_COLLECTION_IMAGES}
    />
  );
}
