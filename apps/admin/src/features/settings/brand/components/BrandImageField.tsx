import { Flex, Text } from '@radix-ui/themes';
import { useController, type Control } from 'react-hook-form';
import { SingleImageUploader } from '@shop/ui';
import { uploadImage } from '../../../../lib/uploads/upload-image';
import type { BrandValues } from '../form/brand-form';

/**
 * One image of the brand through the kit's single-image uploader (§5: one png, jpeg, webp, avif
 * or svg of up to 2 MB): uploaded at once, kept in the form until it is saved. A refusal (say, not
 * an upload of this shop) shows under it, and the form can focus it.
 */
export function BrandImageField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<BrandValues, unknown, unknown>;
  name: 'logo' | 'cover_image';
  /** The drop zone's accessible name. */
  label: string;
  hint: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const hintId = `${field.name}-hint`;
  const errorId = `${field.name}-error`;
  return (
    <Flex
      direction="column"
      gap="2"
      ref={(element) => field.ref(element)}
      tabIndex={-1}
      aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
    >
      <SingleImageUploader
        value={field.value}
        onChange={(image) => {
          field.onChange(image);
          field.onBlur();
        }}
        upload={uploadImage}
        label={label}
        disabled={field.disabled}
      />
      <Text as="p" size="1" color="gray" id={hintId}>
        {hint}
      </Text>
      {fieldState.error ? (
        <Text as="p" size="1" color="red" id={errorId}>
          {fieldState.error.message}
        </Text>
      ) : null}
    </Flex>
  );
}
