import { useId, useState, type ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { defaultUploadMessages, useUiMessages } from '../messages';
import { IMAGE_MIN_BYTES, imageAccept } from './limits';
import { UploadIcon } from './icons';
import {
  distinctRejectionMessages,
  dropzoneVisualState,
  limitToRemaining,
  megabytes,
  rejectAllButOne,
  rejectionMessage,
  summarizeRejections,
  type RejectedFile,
} from './validation';
import * as styles from './upload.css';

export interface ImageDropzoneProps {
  /** Several files per drop (gallery) or exactly one (single uploader). */
  multiple: boolean;
  maxBytes: number;
  /** How many more files fit; `undefined` for no limit. */
  remaining?: number;
  /** The total limit named by the too-many-files message (the gallery's `maxImages`; 1 when single). */
  limit?: number;
  disabled?: boolean;
  /** Idle text of the zone (with the hint, its accessible name) and the file input's name. */
  title: string;
  /** Gallery: each rejected file with its reasons. Single uploader: the distinct messages only. */
  listFileNames: boolean;
  onAccepted: (files: File[]) => void;
  /** Shown above the title (e.g. the current image of a single uploader that cannot remove it). */
  children?: ReactNode;
  className?: string;
}

/**
 * The kit's react-dropzone wrapper: click or Enter/Space opens the file picker, files can be dropped or
 * pasted, and react-dropzone checks type, size and count. Rejections stay listed under the zone, in a
 * polite live region, until the next drop or selection.
 */
export function ImageDropzone({
  multiple,
  maxBytes,
  remaining,
  limit,
  disabled = false,
  title,
  listFileNames,
  onAccepted,
  children,
  className,
}: ImageDropzoneProps) {
  const messages = useUiMessages(defaultUploadMessages);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const rejectionsId = useId();
  const full = remaining === 0;
  const maxFiles = multiple ? remaining : 1;

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    if (!multiple) {
      const single = rejectAllButOne(accepted, summarizeRejections(rejections));
      setRejected(single.rejected);
      if (single.accepted.length) onAccepted(single.accepted);
      return;
    }
    const limited = limitToRemaining(accepted, remaining);
    setRejected([...summarizeRejections(rejections), ...limited.surplus]);
    if (limited.accepted.length) onAccepted(limited.accepted);
  };

  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    accept: imageAccept,
    maxSize: maxBytes,
    minSize: IMAGE_MIN_BYTES,
    multiple,
    // react-dropzone reads 0 as "no limit": a full gallery is handled by limitToRemaining instead.
    maxFiles: maxFiles && maxFiles > 0 ? maxFiles : 0,
    disabled,
    onDrop,
  });

  const state = dropzoneVisualState({ isDragActive, isDragAccept, isDragReject, full });
  const heading =
    state === 'rejected'
      ? messages.uploadDropRejected
      : state === 'idle'
        ? title
        : messages.uploadDropHere;
  const context = { maxBytes, maxFiles: multiple ? (limit ?? remaining ?? 0) : 1 };

  return (
    <div className={[styles.dropzoneBlock, className].filter(Boolean).join(' ')}>
      <div
        {...getRootProps({
          // Named by its visible text (title and hint), described by the rejections under it.
          role: 'button',
          'aria-describedby': rejectionsId,
          'data-state': state,
          'data-dropzone': '',
          className: styles.dropzone,
        })}
      >
        {children}
        <UploadIcon size={20} className={styles.dropzoneIcon} />
        <Text as="p" size="2" weight="medium" className={styles.dropzoneTitle}>
          {heading}
        </Text>
        <Text as="p" size="1" className={styles.hint}>
          {messages.uploadHint(megabytes(maxBytes))}
        </Text>
      </div>
      {/* Outside the button: an input nested in role="button" would be a nested interactive control. */}
      <input {...getInputProps({ 'aria-label': title })} />
      <ul id={rejectionsId} aria-live="polite" className={styles.rejections}>
        {listFileNames
          ? rejected.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.rejection}>
                <span className={styles.rejectionName}>{file.name}</span>
                {file.codes.map((code) => (
                  <span key={code}>{rejectionMessage(code, context, messages)}</span>
                ))}
              </li>
            ))
          : distinctRejectionMessages(rejected, context, messages).map((message) => (
              <li key={message}>{message}</li>
            ))}
      </ul>
    </div>
  );
}
