import { catalogPaths, type UploadKind } from '@shop/admin-api';
import { toast, type ImageRef, type UploadImageFn } from '@shop/ui';
import { api, isCancel } from '../http/client';
import { fromApi } from '../http/contract';
import { errorStatus, fieldErrors } from '../http/errors';
import { translateValidationMessage } from '../i18n/zod-messages';
import { errorMessage } from '../query-client/report-error';

export interface UploadImageSettings {
  /** `theme` raises the server's size limit to 5 MB (§5); galleries and single images use `image`. */
  kind?: UploadKind;
  /** Alt text stored with the image (the form's `descr` field); empty when the screen has none. */
  describe?: (file: File) => string;
}

/** Whole percent of what was sent; 0 while the browser cannot tell the total. */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * Why an upload was refused, for the merchant. The gallery only marks the file failed (with a retry
 * control), so the reason travels in a toast: the server's field message ("Max size must be 2 MB.")
 * when there is one, else the §8 message of any other failure. No toast for a 401 (the session
 * handles it) or while one is showing.
 */
export function reportUploadError(error: unknown): void {
  console.error(error);
  if (errorStatus(error) === 401 || toast.isActive()) return;
  const [first] = fieldErrors(error);
  toast.error(first ? translateValidationMessage(first.title) : errorMessage(error));
}

/**
 * The app's `UploadImageFn` for the kit's ImageGallery and SingleImageUploader: POST /uploads as
 * multipart (`descr`, `kind`, `file`) through the one HTTP client, so the bearer token, the XSRF
 * header and the 401 refresh apply. Progress is the bytes the browser has sent; the kit's signal
 * aborts the request. A refusal rejects, which puts the file in the kit's error state.
 */
export function createUploadImage(settings: UploadImageSettings = {}): UploadImageFn {
  const { kind = 'image', describe } = settings;
  return async (file, { onProgress, signal }): Promise<ImageRef> => {
    const form = new FormData();
    form.append('descr', describe?.(file).trim() ?? '');
    form.append('kind', kind);
    // The file last: the server reads the text fields before the bytes.
    form.append('file', file, file.name);
    try {
      const body = await api.post(catalogPaths.uploads, form, {
        signal,
        // The toast below names the refused file's reason; the generic one would only repeat it.
        skipToast: true,
        onUploadProgress: (loaded, total) => onProgress(uploadPercent(loaded, total)),
      });
      onProgress(100);
      return fromApi('uploadResponseSchema', body);
    } catch (error) {
      // A cancelled upload is the user's choice (or the gallery going away): nothing to report.
      if (!isCancel(error) && !signal.aborted) reportUploadError(error);
      throw error;
    }
  };
}

/** Gallery and single-image uploads of the product and collection forms. */
export const uploadImage: UploadImageFn = createUploadImage();
