import { Controller } from 'react-hook-form';
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@shop/admin-api';
import { ImageGallery } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { uploadImage } from '../../../../lib/uploads/upload-image';
import type { ProductFormApi } from '../../form/use-product-form';

/** The gallery in order; the first image is the default (§4). Files upload as soon as they are chosen. */
export function MediaSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection
      title={t('products.sections.media')}
      description={t('products.images.hint', { count: MAX_PRODUCT_IMAGES })}
    >
      <Controller
        control={form.control}
        name="images"
        render={({ field, fieldState }) => (
          // Focusable so that a refused image (a server error) can bring the user here.
          <div ref={field.ref} tabIndex={-1}>
            <ImageGallery
              images={field.value}
              onChange={field.onChange}
              upload={uploadImage}
              maxImages={MAX_PRODUCT_IMAGES}
              label={t('products.sections.media')}
              disabled={field.disabled}
            />
            {fieldState.error?.message ? (
              <Text as="p" size="2" color="red" role="alert" mt="2">
                {fieldState.error.message}
              </Text>
            ) : null}
          </div>
        )}
      />
    </FormSection>
  );
}
