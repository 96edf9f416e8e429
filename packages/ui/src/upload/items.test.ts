import { describe, expect, it } from 'vitest';
import { clampProgress, createUploadItem, uploadItemsReducer, type UploadAction } from './items';
import type { UploadItem } from './types';

const file = new File(['x'], 'a.png', { type: 'image/png' });
const start = (): UploadItem[] => [createUploadItem('u1', file, null)];
const run = (items: UploadItem[], ...actions: UploadAction[]) =>
  actions.reduce(uploadItemsReducer, items);

describe('upload item state machine', () => {
  it('starts uploading at 0 and reports whole-percent progress in 0–100', () => {
    const [item] = start();
    expect(item).toMatchObject({ status: 'uploading', progress: 0, previewUrl: null });
    expect(run(start(), { type: 'progress', id: 'u1', progress: 42.4 })[0]!.progress).toBe(42);
    expect(run(start(), { type: 'progress', id: 'u1', progress: 250 })[0]!.progress).toBe(100);
    expect(run(start(), { type: 'progress', id: 'u1', progress: -5 })[0]!.progress).toBe(0);
  });

  it('never moves progress backwards within one attempt', () => {
    const items = run(
      start(),
      { type: 'progress', id: 'u1', progress: 60 },
      { type: 'progress', id: 'u1', progress: 30 },
    );
    expect(items[0]!.progress).toBe(60);
  });

  it('ends uploaded with the returned reference', () => {
    const items = run(
      start(),
      { type: 'progress', id: 'u1', progress: 80 },
      { type: 'succeed', id: 'u1', result: { id: 'img', src: '/img.png' } },
    );
    expect(items[0]).toMatchObject({
      status: 'uploaded',
      progress: 100,
      result: { src: '/img.png' },
    });
  });

  it('ends in error with progress reset to 0, and retry starts again from 0', () => {
    const failed = run(
      start(),
      { type: 'progress', id: 'u1', progress: 70 },
      { type: 'fail', id: 'u1' },
    );
    expect(failed[0]).toMatchObject({ status: 'error', progress: 0 });
    const retried = run(failed, { type: 'retry', id: 'u1' });
    expect(retried[0]).toMatchObject({ status: 'uploading', progress: 0 });
  });

  it('ignores events that do not fit the state', () => {
    const failed = run(start(), { type: 'fail', id: 'u1' });
    // A late progress report or result of the failed attempt changes nothing.
    expect(run(failed, { type: 'progress', id: 'u1', progress: 50 })).toBe(failed);
    expect(run(failed, { type: 'succeed', id: 'u1', result: { src: '/x' } })).toBe(failed);
    // Retry only applies to a failed item; an unknown id is a no-op.
    const uploading = start();
    expect(run(uploading, { type: 'retry', id: 'u1' })).toBe(uploading);
    expect(run(uploading, { type: 'fail', id: 'nope' })).toBe(uploading);
  });

  it('adds and removes items', () => {
    const two = run(start(), { type: 'add', items: [createUploadItem('u2', file, 'blob:x')] });
    expect(two.map((item) => item.id)).toEqual(['u1', 'u2']);
    expect(run(two, { type: 'remove', id: 'u1' }).map((item) => item.id)).toEqual(['u2']);
  });

  it('clamps odd progress values', () => {
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(99.5)).toBe(100);
  });
});
