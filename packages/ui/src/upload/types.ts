/** A stored image as the app knows it (SPEC §3 "Image reference"). */
export interface ImageRef {
  id?: string;
  src: string;
}

/** Lifecycle of one file being uploaded (SPEC §4 "Upload item"). */
export type UploadStatus = 'uploading' | 'uploaded' | 'error';

/** A file on its way to the server, as the kit tracks it on the client (SPEC §3 "Uploaded file item"). */
export interface UploadItem {
  id: string;
  file: File;
  /** `blob:` URL for files of 200000 bytes or less, otherwise `null` (a neutral placeholder shows). */
  previewUrl: string | null;
  status: UploadStatus;
  /** Whole percent, 0–100. Reset to 0 when an attempt fails. */
  progress: number;
  /** What the upload function returned, once `status` is `uploaded`. */
  result?: ImageRef;
}

/** What the kit hands to the app's upload function along with the file. */
export interface UploadOptions {
  /** Report progress as a percentage (0–100); values outside are clamped, fractions rounded. */
  onProgress: (percent: number) => void;
  /** Aborted when the user cancels the upload or the component unmounts. */
  signal: AbortSignal;
}

/**
 * Sends one file to the server and resolves with its image reference. The kit fetches nothing itself:
 * the app passes this function (e.g. a POST /uploads with progress) as a prop.
 */
export type UploadImageFn = (file: File, options: UploadOptions) => Promise<ImageRef>;
