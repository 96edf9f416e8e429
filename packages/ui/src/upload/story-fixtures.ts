// Helpers for the upload stories (not exported from the package).
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ImageRef, UploadImageFn, UploadOptions } from './types';

/** A self-contained SVG image (no network), numbered so tiles can be told apart on screen. */
export function sampleImageSrc(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 70% 55%)"/><circle cx="200" cy="170" r="80" fill="hsl(${hue} 70% 80%)"/><text x="200" y="330" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleImages: ImageRef[] = [
  { id: 'img_1', src: sampleImageSrc('1', 210) },
  { id: 'img_2', src: sampleImageSrc('2', 150) },
  { id: 'img_3', src: sampleImageSrc('3', 20) },
  { id: 'img_4', src: sampleImageSrc('4', 280) },
];

/** A file of exactly `size` bytes (zeros: the type is what the name and MIME type say). */
export function makeFile(name: string, size: number, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function dataTransferWith(files: readonly File[]): DataTransfer {
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  return transfer;
}

function fire(target: Element, type: string, transfer: DataTransfer) {
  target.dispatchEvent(
    new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
  );
}

/** Starts dragging `files` over `target` (dragenter + dragover), as the browser does. */
export function dragFilesOver(target: Element, files: readonly File[]) {
  const transfer = dataTransferWith(files);
  fire(target, 'dragenter', transfer);
  fire(target, 'dragover', transfer);
}

export function dragLeave(target: Element) {
  fire(target, 'dragleave', new DataTransfer());
}

/**
 * Drags `files` over `target` and drops them. react-dropzone reads the dragged items asynchronously: the
 * drop waits for that, as it always does when a person drags.
 */
export async function dropFiles(target: Element, files: readonly File[]) {
  const transfer = dataTransferWith(files);
  fire(target, 'dragenter', transfer);
  fire(target, 'dragover', transfer);
  await new Promise((resolve) => setTimeout(resolve, 30));
  fire(target, 'drop', transfer);
  await new Promise((resolve) => setTimeout(resolve, 30));
}

export interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (image: ImageRef) => void;
  reject: (error: Error) => void;
}

/**
 * A fake upload the play function drives: every call waits until the test reports progress, resolves
 * or rejects it.
 */
export function createControlledUpload() {
  const calls: PendingUpload[] = [];
  const upload: UploadImageFn = (file, options) =>
    new Promise<ImageRef>((resolve, reject) => {
      calls.push({ file, options, resolve, reject });
    });
  return {
    upload,
    calls,
    /** Forgets earlier runs' calls: a story's `beforeEach`, so a re-run counts from zero. */
    reset() {
      calls.length = 0;
    },
    last(): PendingUpload {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('no upload has started');
      return call;
    },
  };
}

/** A fake server: progress in a few steps, then a sample image named after the file. */
export const fakeUpload: UploadImageFn = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 25;
      onProgress(percent);
      if (percent >= 100) {
        clearInterval(timer);
        resolve({ id: `up_${file.name}`, src: sampleImageSrc(file.name.slice(0, 3), 45) });
      }
    }, 120);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** The drop zone of an uploader story (a button marked `data-dropzone`). */
export const dropzoneOf = (canvas: { getAllByRole: (role: 'button') => HTMLElement[] }) =>
  canvas.getAllByRole('button').find((element) => element.hasAttribute('data-dropzone'))!;

/**
 * Ends an upload story in its finished state and holds it there, so a screenshot taken after the play
 * function is the same every time: the pointer off the component, focus dropped, tooltips closed and
 * every image decoded.
 */
export async function settleFinished(canvasElement: HTMLElement) {
  await userEvent.pointer({ target: canvasElement.ownerDocument.body, coords: { x: 0, y: 0 } });
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  const images = [...canvasElement.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await expect(canvasElement.querySelector('[data-upload-item]')).toBeNull();
  await expect(canvasElement.querySelector('[role="progressbar"]')).toBeNull();
}
