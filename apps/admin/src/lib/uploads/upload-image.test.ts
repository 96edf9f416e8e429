import { afterEach, describe, expect, it } from 'vitest';
import { paths, XSRF_HEADER } from '@shop/admin-api';
import enGeneral from '../../../public/locales/en/general.json';
import enValidation from '../../../public/locales/en/validation.json';
import { setUpApiTest } from '../../test/api-test-setup';
import { HttpError } from '../http/client';
import { createUploadImage, uploadImage, uploadPercent } from './upload-image';

const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shoe.png', {
  type: 'image/png',
});

function options(signal = new AbortController().signal) {
  const progress: number[] = [];
  return { progress, onProgress: (percent: number) => progress.push(percent), signal };
}

const apiTest = setUpApiTest({ general: enGeneral, validation: enValidation });

const serve = apiTest.serve;

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('uploadImage', () => {
  it('posts descr, kind and file as multipart through the app client and resolves the image', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    const server = serve(({ config }) => {
      const sent = (loaded: number) => config.onUploadProgress?.(loaded, 200);
      sent(50);
      sent(200);
      return { status: 201, data: { id: 'upl_1', src: '/uploads/2026/a.png' } };
    });
    const upload = options();
    await expect(uploadImage(PNG, upload)).resolves.toEqual({
      id: 'upl_1',
      src: '/uploads/2026/a.png',
    });

    const [request] = server.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(paths.uploads);
    expect(request?.headers.get(XSRF_HEADER)).toBe('xsrf-1');
    const form = request?.config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('descr')).toBe('');
    expect(form.get('kind')).toBe('image');
    expect((form.get('file') as File).name).toBe('shoe.png');
    expect(upload.progress).toEqual([25, 100, 100]);
    expect(apiTest.toastError()).not.toHaveBeenCalled();
  });

  it('sends the theme kind and a trimmed description when asked', async () => {
    const server = serve(() => ({ status: 201, data: { id: 'upl_2', src: '/uploads/b.png' } }));
    const upload = createUploadImage({ kind: 'theme', describe: () => '  Hero banner ' });
    await upload(PNG, options());
    const form = server.seen[0]?.config.data as FormData;
    expect(form.get('kind')).toBe('theme');
    expect(form.get('descr')).toBe('Hero banner');
  });

  it('rejects a refused file and toasts the server message for it', async () => {
    serve(() => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: [{ field: 'file', title: 'Max size must be 2 MB.' }],
      },
    }));
    await expect(uploadImage(PNG, options())).rejects.toBeInstanceOf(HttpError);
    expect(apiTest.toastError()).toHaveBeenCalledWith('Max size must be 2 MB.');
  });

  it('toasts the message of a failure without field errors', async () => {
    serve(() => ({ status: 500, data: { message: 'Disk full', errors: [] } }));
    await expect(uploadImage(PNG, options())).rejects.toBeInstanceOf(HttpError);
    expect(apiTest.toastError()).toHaveBeenCalledWith('Disk full');
  });

  it('passes the abort signal and stays quiet when the upload is cancelled', async () => {
    const controller = new AbortController();
    const server = serve(({ config }) => {
      expect(config.signal).toBe(controller.signal);
      controller.abort();
      throw controller.signal.reason;
    });
    await expect(uploadImage(PNG, options(controller.signal))).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(server.seen).toHaveLength(1);
    expect(apiTest.toastError()).not.toHaveBeenCalled();
  });

  it('rejects an answer that is not an image reference', async () => {
    serve(() => ({ status: 201, data: { ok: true } }));
    await expect(uploadImage(PNG, options())).rejects.toThrow();
  });
});

describe('uploadPercent', () => {
  it('is a whole percent of the bytes sent, 0 while the total is unknown', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(10, undefined)).toBe(0);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
