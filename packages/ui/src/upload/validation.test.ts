import { describe, expect, it } from 'vitest';
import { defaultUploadMessages as messages } from '../messages/parts/upload';
import {
  IMAGE_MAX_BYTES,
  PREVIEW_MAX_BYTES,
  THEME_IMAGE_MAX_BYTES,
  imageAccept,
  maxBytesFor,
  shouldPreview,
} from './limits';
import {
  distinctRejectionMessages,
  dropzoneVisualState,
  limitToRemaining,
  megabytes,
  rejectAllButOne,
  rejectionMessage,
  remainingSlots,
  summarizeRejections,
} from './validation';

describe('limits (SPEC §5, §9)', () => {
  it('accepts png, jpeg, jpg, webp, avif and svg by MIME type and extension', () => {
    expect(imageAccept).toEqual({
      'image/png': ['.png'],
      'image/jpeg': ['.jpeg', '.jpg'],
      'image/webp': ['.webp'],
      'image/avif': ['.avif'],
      'image/svg+xml': ['.svg'],
    });
  });

  it('limits size to 2,000,000 bytes, 5 MB for theme images', () => {
    expect(IMAGE_MAX_BYTES).toBe(2_000_000);
    expect(maxBytesFor('default')).toBe(IMAGE_MAX_BYTES);
    expect(maxBytesFor('theme')).toBe(THEME_IMAGE_MAX_BYTES);
    expect(megabytes(IMAGE_MAX_BYTES)).toBe(2);
    expect(megabytes(THEME_IMAGE_MAX_BYTES)).toBe(5);
  });

  it('previews files of 200000 bytes or less only', () => {
    expect(shouldPreview({ size: PREVIEW_MAX_BYTES })).toBe(true);
    expect(shouldPreview({ size: PREVIEW_MAX_BYTES + 1 })).toBe(false);
  });
});

describe('rejections', () => {
  const gallery = { maxBytes: IMAGE_MAX_BYTES, maxFiles: 3 };

  it('keeps known reasons in SPEC order without duplicates', () => {
    expect(
      summarizeRejections([
        {
          file: { name: 'a.gif' },
          errors: [
            { code: 'file-too-large' },
            { code: 'file-invalid-type' },
            { code: 'file-too-large' },
            { code: 'custom' },
          ],
        },
      ]),
    ).toEqual([{ name: 'a.gif', codes: ['file-invalid-type', 'file-too-large'] }]);
  });

  it('maps every reason to its message', () => {
    expect(rejectionMessage('file-invalid-type', gallery, messages)).toBe(
      'File type must be PNG, JPEG, WebP, AVIF or SVG.',
    );
    expect(rejectionMessage('file-too-large', gallery, messages)).toBe('Max size must be 2 MB.');
    expect(
      rejectionMessage(
        'file-too-large',
        { maxBytes: THEME_IMAGE_MAX_BYTES, maxFiles: 1 },
        messages,
      ),
    ).toBe('Max size must be 5 MB.');
    expect(rejectionMessage('file-too-small', gallery, messages)).toBe('The file is empty.');
    expect(rejectionMessage('too-many-files', gallery, messages)).toBe(
      'You can upload up to 3 images.',
    );
    expect(rejectionMessage('too-many-files', { maxBytes: 1, maxFiles: 1 }, messages)).toBe(
      'Only one file can be uploaded.',
    );
  });

  it('lists each distinct message once', () => {
    expect(
      distinctRejectionMessages(
        [
          { name: 'a.png', codes: ['too-many-files'] },
          { name: 'b.png', codes: ['too-many-files'] },
        ],
        { maxBytes: IMAGE_MAX_BYTES, maxFiles: 1 },
        messages,
      ),
    ).toEqual(['Only one file can be uploaded.']);
  });

  it('rejects the files past the remaining room as too many', () => {
    const files = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    expect(limitToRemaining(files, undefined).accepted).toHaveLength(3);
    expect(limitToRemaining(files, 2)).toEqual({
      accepted: [{ name: 'a' }, { name: 'b' }],
      surplus: [{ name: 'c', codes: ['too-many-files'] }],
    });
    expect(limitToRemaining(files, 0).surplus).toHaveLength(3);
    expect(remainingSlots(undefined, 4)).toBeUndefined();
    expect(remainingSlots(5, 4)).toBe(1);
    expect(remainingSlots(5, 7)).toBe(0);
  });
});

describe('single uploader', () => {
  it('takes one file; a drop of several rejects them all as too many', () => {
    expect(rejectAllButOne([{ name: 'a' }], [])).toEqual({
      accepted: [{ name: 'a' }],
      rejected: [],
    });
    expect(rejectAllButOne([{ name: 'a' }], [{ name: 'b', codes: ['file-too-large'] }])).toEqual({
      accepted: [],
      rejected: [
        { name: 'a', codes: ['too-many-files'] },
        { name: 'b', codes: ['file-too-large', 'too-many-files'] },
      ],
    });
  });
});

describe('drop zone state (SPEC §4)', () => {
  const drag = { isDragActive: true, isDragAccept: false, isDragReject: false };
  it('is idle, drag-active, accepted or rejected', () => {
    expect(dropzoneVisualState({ ...drag, isDragActive: false })).toBe('idle');
    expect(dropzoneVisualState(drag)).toBe('drag-active');
    expect(dropzoneVisualState({ ...drag, isDragAccept: true })).toBe('accepted');
    expect(dropzoneVisualState({ ...drag, isDragReject: true })).toBe('rejected');
    expect(dropzoneVisualState({ ...drag, isDragAccept: true, full: true })).toBe('rejected');
  });
});
