import { Button } from '@radix-ui/themes';
import { defaultUploadMessages, useUiMessages } from '../messages';
import { ImageDropzone } from '../upload/ImageDropzone';
import { TrashIcon } from '../upload/icons';
import { maxBytesFor, type SingleImageVariant } from '../upload/limits';
import type { ImageRef, UploadImageFn } from '../upload/types';
import { PendingUpload } from '../upload/PendingUpload';
import { useUploadQueue } from '../upload/use-upload-queue';
import { imageCard } from '../upload/upload.css';
import * as styles from './SingleImageUploader.css';

export interface SingleImageUploaderProps {
  /** The current image (controlled), or `null`. */
  value: ImageRef | null;
  /** Called with the uploaded image, or with `null` after Remove. */
  onChange: (value: ImageRef | null) => void;
  /** Uploads the file: resolves with the stored image (see ImageGallery's `upload`). */
  upload: UploadImageFn;
  /**
   * SPEC §4: with `editable` and an image, the uploader offers Remove; otherwise it offers upload (an
   * existing image is shown in the drop zone and a new upload replaces it).
   */
  editable?: boolean;
  /** `default`: 2 MB limit. `theme`: theme images, 5 MB. */
  variant?: SingleImageVariant;
  /** No upload and no remove. */
  disabled?: boolean;
  /** Accessible name of the drop zone (default: the "Drag and drop an image here…" message). */
  label?: string;
  className?: string;
}

/**
 * One image, one file at a time (SPEC §5): png, jpeg, jpg, webp, avif or svg up to 2 MB, or 5 MB for
 * theme images; a too-large file reads "Max size must be 2 MB." (or 5). The upload starts on drop or
 * selection, with progress, and a retry after a failure.
 */
export function SingleImageUploader({
  value,
  onChange,
  upload,
  editable = true,
  variant = 'default',
  disabled = false,
  label,
  className,
}: SingleImageUploaderProps) {
  const messages = useUiMessages(defaultUploadMessages);
  const queue = useUploadQueue(upload, (result) => onChange(result));
  const item = queue.items.find((entry) => entry.status !== 'uploaded');
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (item) {
    return (
      <div className={rootClass}>
        <PendingUpload
          item={item}
          queue={queue}
          disabled={disabled}
          className={imageCard}
          frameClassName={styles.frame}
          imageClassName={styles.image}
        />
      </div>
    );
  }

  if (value && editable) {
    return (
      <div className={rootClass}>
        <div className={imageCard}>
          <div className={styles.frame}>
            <img src={value.src} alt={messages.singleImageAlt} className={styles.image} />
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              size="1"
              variant="soft"
              color="red"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <TrashIcon />
              {messages.singleRemove}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <ImageDropzone
        multiple={false}
        maxBytes={maxBytesFor(variant)}
        disabled={disabled}
        title={label ?? messages.uploadDropImage}
        listFileNames={false}
        onAccepted={(files) => queue.add(files.slice(0, 1))}
      >
        {value ? (
          <img src={value.src} alt={messages.singleImageAlt} className={styles.current} />
        ) : null}
      </ImageDropzone>
    </div>
  );
}
