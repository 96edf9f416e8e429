import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@shop/admin-api';
import { GallerySection } from '../../../../shared/media/GallerySection';
import type { ProductFormApi } from '../../form/product-form';

/** The product's gallery; the first image is the default (§4). */
export function MediaSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <GallerySection
      control={form.control}
      name="images"
      title={t('general:fields.images')}
      hint={t('products.images.hint', { count: MAX_PRODUCT_IMAGES })}
      maxImages={MAX_PRODUCT_IMAGES}
    />
  );
}
