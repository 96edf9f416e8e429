import type { UploadItem } from './types';
import { UploadItemPreview, UploadItemStatus } from './UploadItemStatus';
import type { UploadQueue } from './use-upload-queue';

export interface PendingUploadProps {
  item: UploadItem;
  queue: UploadQueue;
  disabled?: boolean;
  /** A gallery tile is a list item; the single uploader's card is a div. */
  as?: 'li' | 'div';
  className?: string;
  frameClassName?: string;
  imageClassName?: string;
}

/** A file on its way up (or failed): its preview, progress or error, and retry / remove. */
export function PendingUpload({
  item,
  queue,
  disabled,
  as: Tag = 'div',
  className,
  frameClassName,
  imageClassName,
}: PendingUploadProps) {
  return (
    <Tag data-upload-item="" data-status={item.status} className={className}>
      <div className={frameClassName}>
        <UploadItemPreview item={item} alt={item.file.name} className={imageClassName} />
      </div>
      <UploadItemStatus
        item={item}
        disabled={disabled}
        onRetry={() => queue.retry(item)}
        onRemove={() => queue.remove(item.id)}
      />
    </Tag>
  );
}
