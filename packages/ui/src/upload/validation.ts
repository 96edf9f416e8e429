import type { UploadMessages } from '../messages/parts/upload';
import { IMAGE_MAX_BYTES } from './limits';

/** SPEC §5 rejection reasons (react-dropzone's `ErrorCode` values). */
export type RejectionCode =
  'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

const rejectionCodes: readonly RejectionCode[] = [
  'file-invalid-type',
  'file-too-large',
  'file-too-small',
  'too-many-files',
];

export function isRejectionCode(code: string): code is RejectionCode {
  return (rejectionCodes as readonly string[]).includes(code);
}

/** One file that was not added, with its reasons in SPEC order, without duplicates. */
export interface RejectedFile {
  name: string;
  codes: RejectionCode[];
}

/** The shape of react-dropzone's `FileRejection`, reduced to what the kit reads. */
export interface RejectionLike {
  file: { name: string };
  errors: readonly { code: string }[];
}

export function summarizeRejections(rejections: readonly RejectionLike[]): RejectedFile[] {
  return rejections.map(({ file, errors }) => {
    const found = new Set(errors.map((error) => error.code));
    return { name: file.name, codes: rejectionCodes.filter((code) => found.has(code)) };
  });
}

export interface RejectionContext {
  /** The size limit that applied, in bytes. */
  maxBytes: number;
  /** The file limit that applied (a gallery's maximum number of images; 1 for a single uploader). */
  maxFiles: number;
}

/** The message for one reason. A too-large file names the limit: 2 MB, or 5 MB above it (theme images). */
export function rejectionMessage(
  code: RejectionCode,
  context: RejectionContext,
  messages: UploadMessages,
): string {
  switch (code) {
    case 'file-invalid-type':
      return messages.uploadInvalidType;
    case 'file-too-large':
      return context.maxBytes > IMAGE_MAX_BYTES
        ? messages.uploadMaxSize5MB
        : messages.uploadMaxSize2MB;
    case 'file-too-small':
      return messages.uploadFileTooSmall;
    case 'too-many-files':
      return messages.uploadTooManyFiles(context.maxFiles);
  }
}

/** Every distinct message of a drop, in order of first appearance (the single uploader lists no names). */
export function distinctRejectionMessages(
  rejected: readonly RejectedFile[],
  context: RejectionContext,
  messages: UploadMessages,
): string[] {
  const seen = new Set<string>();
  for (const file of rejected) {
    for (const code of file.codes) seen.add(rejectionMessage(code, context, messages));
  }
  return [...seen];
}

/**
 * How many more images may be added, or `undefined` without a limit. Pending uploads count: a gallery
 * of 8 with 2 uploading and a limit of 10 takes no more.
 */
export function remainingSlots(maxImages: number | undefined, used: number): number | undefined {
  if (maxImages === undefined) return undefined;
  return Math.max(0, maxImages - used);
}

/**
 * Applies the gallery's remaining room to a drop, the way react-dropzone applies `maxFiles`: accepted
 * files past the room become `too-many-files` rejections. (react-dropzone cannot express "no room at
 * all": its `maxFiles: 0` means unlimited, so the kit does this itself.)
 */
export function limitToRemaining<F extends { name: string }>(
  accepted: readonly F[],
  remaining: number | undefined,
): { accepted: F[]; surplus: RejectedFile[] } {
  if (remaining === undefined || accepted.length <= remaining) {
    return { accepted: [...accepted], surplus: [] };
  }
  return {
    accepted: accepted.slice(0, remaining),
    surplus: accepted
      .slice(remaining)
      .map((file) => ({ name: file.name, codes: ['too-many-files'] })),
  };
}

/**
 * A single-image drop of several files is ambiguous (which one did the user mean?): all of them are
 * rejected as `too-many-files`, keeping any other reason they had. (react-dropzone 19.3 would keep the
 * first file and reject only the rest.)
 */
export function rejectAllButOne<F extends { name: string }>(
  accepted: readonly F[],
  rejected: readonly RejectedFile[],
): { accepted: F[]; rejected: RejectedFile[] } {
  if (accepted.length + rejected.length <= 1)
    return { accepted: [...accepted], rejected: [...rejected] };
  const tooMany = (name: string, codes: readonly RejectionCode[] = []): RejectedFile => ({
    name,
    codes: rejectionCodes.filter((code) => code === 'too-many-files' || codes.includes(code)),
  });
  return {
    accepted: [],
    rejected: [
      ...accepted.map((file) => tooMany(file.name)),
      ...rejected.map((file) => tooMany(file.name, file.codes)),
    ],
  };
}

/** SPEC §4 drag states, exposed as `data-state` on the drop zone. */
export type DropzoneVisualState = 'idle' | 'drag-active' | 'accepted' | 'rejected';

export function dropzoneVisualState(flags: {
  isDragActive: boolean;
  isDragAccept: boolean;
  isDragReject: boolean;
  /** No room left: any drag is a rejection whatever the files are. */
  full?: boolean;
}): DropzoneVisualState {
  if (!flags.isDragActive) return 'idle';
  if (flags.isDragReject || flags.full) return 'rejected';
  if (flags.isDragAccept) return 'accepted';
  // Dragging, but the browser does not tell the file types yet (some report an empty MIME type).
  return 'drag-active';
}

/** Megabytes for the hint: 2,000,000 bytes → 2. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}
