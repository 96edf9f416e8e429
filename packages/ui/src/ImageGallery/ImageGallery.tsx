import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Badge, IconButton, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { defaultUploadMessages, useUiMessages } from '../messages';
import { ImageDropzone } from '../upload/ImageDropzone';
import { GripIcon, StarIcon, TrashIcon } from '../upload/icons';
import { IMAGE_MAX_BYTES } from '../upload/limits';
import { moveItem, removeAt, setAsDefault } from '../upload/reorder';
import type { ImageRef, UploadImageFn } from '../upload/types';
import { PendingUpload } from '../upload/PendingUpload';
import { useUploadQueue } from '../upload/use-upload-queue';
import { remainingSlots } from '../upload/validation';
import { useSortableTiles } from './use-sortable-tiles';
import * as styles from './ImageGallery.css';

export interface ImageGalleryProps {
  /** The images, in order (controlled). The first one is the default image. */
  images: ImageRef[];
  /** Called with the whole new list after an upload, "Set as default", a delete or a reorder. */
  onChange: (images: ImageRef[]) => void;
  /**
   * Uploads one file: `upload(file, { onProgress(percent), signal })` resolves with the stored image.
   * Called right after a drop or selection, once per accepted file; a rejection marks the file failed
   * (with a retry control). The signal aborts when the user cancels or the gallery unmounts.
   */
  upload: UploadImageFn;
  /** Most images the gallery may hold, uploads in progress included. No limit by default. */
  maxImages?: number;
  /** No drops, selections, reordering or deletes. */
  disabled?: boolean;
  /** Accessible name of the image list (default: the "Images" message). */
  label?: string;
  className?: string;
}

const TILE = '[data-gallery-image]';

/** Stable React keys: the image id, else its src, with a counter for repeated entries. */
function imageKeys(images: readonly ImageRef[]): string[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const base = image.id ?? image.src;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}#${n}` : base;
  });
}

/**
 * An ordered image gallery with uploads (SPEC §4, §5, §8). Files go through react-dropzone (png, jpeg,
 * jpg, webp, avif, svg; 2,000,000 bytes each) and upload at once through `upload`; rejected files are
 * listed under the drop zone with their reasons. The first image is the default; each image can be
 * made the default, deleted, or moved with its drag handle (pointer, or keyboard: Space, arrows,
 * Space/Enter, Escape; moves are announced).
 */
export function ImageGallery({
  images,
  onChange,
  upload,
  maxImages,
  disabled = false,
  label,
  className,
}: ImageGalleryProps) {
  const messages = useUiMessages(defaultUploadMessages);
  const listLabel = label ?? messages.galleryLabel;
  const instructionsId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterChange = useRef<string | null>(null);

  // Several uploads can finish before the app re-renders with the new value: chain from the latest list.
  const latestImages = useRef(images);
  useLayoutEffect(() => {
    latestImages.current = images;
  }, [images]);
  const commit = (next: ImageRef[]) => {
    latestImages.current = next;
    onChange(next);
  };

  const queue = useUploadQueue(upload, (result) => commit([...latestImages.current, result]));
  const keys = imageKeys(images);
  const pending = queue.items.filter((item) => item.status !== 'uploaded');
  const remaining = remainingSlots(maxImages, images.length + pending.length);

  const sortable = useSortableTiles({
    listRef,
    tileSelector: TILE,
    count: images.length,
    disabled,
    onMove: (from, to, key) => {
      focusAfterChange.current = key;
      commit(moveItem(images, from, to));
    },
    announce: {
      pickedUp: messages.galleryPickedUp,
      movedTo: messages.galleryMovedTo,
      dropped: messages.galleryDropped,
      cancelled: messages.galleryCancelled,
    },
    onAnnounce: setAnnouncement,
  });

  // After a reorder, "Set as default" or a delete, keep the keyboard focus on a sensible control.
  useLayoutEffect(() => {
    const target = focusAfterChange.current;
    if (target === null) return;
    focusAfterChange.current = null;
    const root = rootRef.current;
    if (!root) return;
    const handle = Array.from(root.querySelectorAll<HTMLElement>('[data-handle-key]')).find(
      (element) => element.dataset.handleKey === target,
    );
    (handle ?? root.querySelector<HTMLElement>('[data-state]'))?.focus();
  }, [images]);

  const makeDefault = (index: number) => {
    focusAfterChange.current = keys[index] ?? null;
    commit(setAsDefault(images, index));
  };

  const remove = (index: number) => {
    focusAfterChange.current = keys[index + 1] ?? keys[index - 1] ?? '';
    commit(removeAt(images, index));
  };

  const count = images.length;

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ImageDropzone
        multiple
        maxBytes={IMAGE_MAX_BYTES}
        remaining={remaining}
        limit={maxImages}
        disabled={disabled}
        title={messages.uploadDropImages}
        listFileNames
        onAccepted={queue.add}
      />
      {count > 0 || pending.length > 0 ? (
        <ul ref={listRef} aria-label={listLabel} className={styles.grid}>
          {images.map((image, index) => {
            const key = keys[index]!;
            const dragging = sortable.drag?.key === key;
            return (
              <li
                key={key}
                data-gallery-image=""
                data-dragging={dragging ? 'true' : undefined}
                data-drag-mode={dragging ? sortable.drag?.mode : undefined}
                className={styles.tile}
                style={sortable.tileStyle(index)}
              >
                <div className={styles.frame}>
                  <img
                    src={image.src}
                    alt={messages.galleryImageAlt(index + 1, count)}
                    className={styles.image}
                    draggable={false}
                  />
                  {index === 0 ? (
                    <Badge color="blue" variant="solid" className={styles.badge}>
                      {messages.galleryDefaultBadge}
                    </Badge>
                  ) : null}
                </div>
                <div className={styles.toolbar}>
                  <button
                    type="button"
                    className={styles.handle}
                    aria-label={messages.galleryReorder}
                    aria-describedby={instructionsId}
                    data-handle-key={key}
                    disabled={disabled || count < 2}
                    {...sortable.handleProps(index, key)}
                  >
                    <GripIcon />
                  </button>
                  <span className={styles.spacer} />
                  {index > 0 ? (
                    <Tooltip content={messages.gallerySetDefault}>
                      <IconButton
                        type="button"
                        size="1"
                        variant="ghost"
                        aria-label={messages.gallerySetDefault}
                        disabled={disabled}
                        onClick={() => makeDefault(index)}
                      >
                        <StarIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  <Tooltip content={messages.galleryDelete}>
                    <IconButton
                      type="button"
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={messages.galleryDelete}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Tooltip>
                </div>
              </li>
            );
          })}
          {pending.map((item) => (
            <PendingUpload
              key={item.id}
              as="li"
              item={item}
              queue={queue}
              disabled={disabled}
              className={styles.tile}
              frameClassName={styles.frame}
              imageClassName={styles.image}
            />
          ))}
        </ul>
      ) : null}
      <p id={instructionsId} hidden>
        {messages.galleryDragInstructions}
      </p>
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-gallery-announcer="">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
