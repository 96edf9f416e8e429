import { Flex, Text } from '@radix-ui/themes';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SingleImageUploader, type ImageRef } from '@shop/ui';
import { uploadImage } from '../../lib/uploads/upload-image';

/**
 * One image field of a form through the kit's single-image uploader (§5: one png, jpeg, webp, avif
 * or svg of up to 2 MB): uploaded at once, kept in the form until it is saved. A refusal (say, not an
 * upload of this shop) shows under it, and the form can focus it to bring the user there.
 */
export function SingleImageField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's transformed values
  control: Control<Values, any, any>;
  /** A field whose value is an image reference or null. */
  name: Path<Values>;
  /** The drop zone's accessible name. */
  label: string;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const hintId = hint ? `${field.name}-hint` : undefined;
  const errorId = fieldState.error ? `${field.name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Flex
      direction="column"
      gap="2"
      ref={(element) => field.ref(element)}
      tabIndex={-1}
      aria-describedby={describedBy}
    >
      <SingleImageUploader
        value={(field.value as ImageRef | null | undefined) ?? null}
        onChange={(image) => {
          field.onChange(image);
          field.onBlur();
        }}
        upload={uploadImage}
        label={label}
        disabled={field.disabled}
      />
      {hint ? (
        <Text as="p" size="1" color="gray" id={hintId}>
          {hint}
        </Text>
      ) : null}
      {fieldState.error ? (
        <Text as="p" size="1" color="red" role="alert" id={errorId}>
          {fieldState.error.message}
        </Text>
      ) : null}
    </Flex>
  );
}
