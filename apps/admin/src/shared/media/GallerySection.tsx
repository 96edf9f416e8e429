import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Text } from '@radix-ui/themes';
import { ImageGallery, type ImageRef } from '@shop/ui';
import { FormSection } from '../../lib/forms/FormSection';
import { uploadImage } from '../../lib/uploads/upload-image';

type GallerySectionProps<T extends FieldValues, TT> = {
  control: Control<T, unknown, TT>;
  /** The form field that holds the images, in order. */
  name: FieldPathByValue<T, ImageRef[]>;
  /** The section's heading, also the gallery's accessible name. */
  title: string;
  hint: string;
  maxImages: number;
};

/**
 * A record's images as a form section: in order, the first is the default (§4), files upload as
 * soon as they are chosen, and the server's refusal shows under the gallery.
 */
export function GallerySection<T extends FieldValues, TT = T>({
  control,
  name,
  title,
  hint,
  maxImages,
}: GallerySectionProps<T, TT>) {
  return (
    <FormSection title={title} description={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          // Focusable so that a refused image (a server error) can bring the user here.
          <div ref={field.ref} tabIndex={-1}>
            <ImageGallery
              images={field.value}
              onChange={field.onChange}
              upload={uploadImage}
              maxImages={maxImages}
              label={title}
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
