import { IconButton, Progress, Text, Tooltip } from '@radix-ui/themes';
import { CloseIcon } from '../icons';
import { defaultUploadMessages, useUiMessages } from '../messages';
import { ImageIcon, RetryIcon } from './icons';
import type { UploadItem } from './types';
import * as styles from './upload.css';

/** The image of a pending item: its `blob:` preview, or a neutral placeholder with the file name. */
export function UploadItemPreview({
  item,
  className,
  alt,
}: {
  item: UploadItem;
  className?: string;
  alt: string;
}) {
  if (item.previewUrl) return <img src={item.previewUrl} alt={alt} className={className} />;
  return (
    <div className={styles.placeholder} data-placeholder="">
      <ImageIcon size={24} />
      <Text size="1" className={styles.placeholderName}>
        {item.file.name}
      </Text>
    </div>
  );
}

/**
 * The strip over a pending item: a progress bar (tooltip "Uploading...") and cancel while uploading;
 * "Upload failed", retry (tooltip "Please try again.") and remove after a failure.
 */
export function UploadItemStatus({
  item,
  onRetry,
  onRemove,
  disabled = false,
}: {
  item: UploadItem;
  onRetry: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const messages = useUiMessages(defaultUploadMessages);
  if (item.status === 'uploaded') return null;
  const removeLabel = item.status === 'error' ? messages.uploadDiscard : messages.uploadCancel;
  return (
    <div className={styles.status} data-status={item.status}>
      {item.status === 'uploading' ? (
        <Tooltip content={messages.uploadUploading}>
          {/* Radix's progress root takes no pointer events: the tooltip hangs on a wrapper. */}
          <div className={styles.progress} data-progress-trigger="">
            <Progress
              value={item.progress}
              max={100}
              size="2"
              aria-label={messages.uploadUploading}
            />
          </div>
        </Tooltip>
      ) : (
        <>
          <Text size="1" weight="medium" className={styles.failed}>
            {messages.uploadFailed}
          </Text>
          <Tooltip content={messages.uploadTryAgain}>
            <IconButton
              type="button"
              size="1"
              variant="soft"
              aria-label={messages.uploadRetry}
              disabled={disabled}
              onClick={onRetry}
            >
              <RetryIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Tooltip content={removeLabel}>
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </div>
  );
}
