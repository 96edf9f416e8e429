import { Controller } from 'react-hook-form';
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MAX_COLLECTION_IMAGES } from '@shop/admin-api';
import { ImageGallery } from '@shop/ui';
import { uploadImage } from '../../../../lib/uploads/upload-image';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/** The collection's images, in order; the first is the default (§4). Files upload at once. */
export function ImagesSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection
      title={t('collections.sections.images')}
      description={t('collections.images.hint', { count: MAX_COLLECTION_IMAGES })}
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
              maxImages={MAX_COLLECTION_IMAGES}
              label={t('collections.sections.images')}
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
