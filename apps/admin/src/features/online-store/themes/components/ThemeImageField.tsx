import { Flex, Text } from '@radix-ui/themes';
import { useController } from 'react-hook-form';
import { SingleImageUploader } from '@shop/ui';
import { createUploadImage } from '../../../../lib/uploads/upload-image';
import type { CustomizeControl } from '../form/customize-form';

/** Theme images are uploaded as such: the server takes up to 5 MB of them (§5). */
const uploadThemeImage = createUploadImage({ kind: 'theme' });

/**
 * An image setting: the single-image uploader with the theme images' 5 MB limit (a bigger file reads
 * "Max size must be 5 MB."). The setting's value is the uploaded image's address, or null.
 */
export function ThemeImageField({
  control,
  name,
  label,
  hint,
}: {
  control: CustomizeControl;
  name: `sections.${string}.${string}`;
  label: string;
  hint: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const src = typeof field.value === 'string' && field.value ? field.value : null;
  const hintId = `${field.name}-hint`;
  const errorId = fieldState.error ? `${field.name}-error` : undefined;
  return (
    <Flex
      direction="column"
      gap="2"
      ref={(element) => field.ref(element)}
      tabIndex={-1}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
    >
      <Text as="span" size="2" weight="medium">
        {label}
      </Text>
      <SingleImageUploader
        value={src ? { id: src, src } : null}
        onChange={(image) => {
          field.onChange(image?.src ?? null);
          field.onBlur();
        }}
        upload={uploadThemeImage}
        variant="theme"
        label={label}
        disabled={field.disabled}
      />
      <Text as="p" size="1" color="gray" id={hintId}>
        {hint}
      </Text>
      {fieldState.error ? (
        <Text as="p" size="1" color="red" role="alert" id={errorId}>
          {fieldState.error.message}
        </Text>
      ) : null}
    </Flex>
  );
}
