import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Controlled } from '../storybook/Controlled';
import { phoneViewport } from '../storybook/shell-fixtures';
import {
  createControlledUpload,
  dragFilesOver,
  dropzoneOf,
  dragLeave,
  dropFiles,
  fakeUpload,
  makeFile,
  sampleImages,
  settleFinished,
} from '../upload/story-fixtures';
import { ImageGallery, type ImageGalleryProps } from './ImageGallery';

const meta = {
  title: 'Upload/ImageGallery',
  component: ImageGallery,
  args: { images: [], onChange: fn(), upload: fakeUpload },
  render: (args) => <Controlled of={ImageGallery} valueProp="images" args={args} />,
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const three = sampleImages.slice(0, 3);
const srcOf = (image: HTMLElement) => image.getAttribute('src');
/** The drop zone, whatever its current text (its name changes while files are dragged over it). */
const fileInputOf = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;
const announcerOf = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-gallery-announcer]')!;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const zone = dropzoneOf(canvas);
    await expect(zone).toHaveAccessibleName(
      'Drag and drop images here, or click to browse PNG, JPEG, WebP, AVIF or SVG, up to 2 MB',
    );
    await expect(zone).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText('PNG, JPEG, WebP, AVIF or SVG, up to 2 MB')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Images' })).not.toBeInTheDocument();
    // Selecting a file uploads it at once (the fake server answers in about half a second).
    await userEvent.upload(fileInputOf(zone.parentElement!), makeFile('shoe.png', 1200));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const list = canvas.getByRole('list', { name: 'Images' });
    await expect(within(list).getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  },
};

export const WithImages: Story = {
  args: { images: three },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Images' });
    const tiles = within(list).getAllByRole('listitem');
    await expect(tiles).toHaveLength(3);
    // The first image is the default: it has the badge and no "Set as default".
    await expect(within(tiles[0]!).getByText('Default')).toBeVisible();
    await expect(
      within(tiles[0]!).queryByRole('button', { name: 'Set as default' }),
    ).not.toBeInTheDocument();
    await expect(within(tiles[1]!).getByRole('button', { name: 'Set as default' })).toBeEnabled();
    await expect(within(tiles[2]!).getByRole('img', { name: 'Image 3 of 3' })).toBeVisible();
  },
};

const uploading = createControlledUpload();

/** Drops a file, shows it uploading, and settles with the uploaded image in the gallery. */
export const Uploading: Story = {
  args: { images: three, upload: uploading.upload },
  beforeEach: () => uploading.reset(),
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('new-shoe.png', 50_000)]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    const call = uploading.last();
    await expect(call.file.name).toBe('new-shoe.png');
    // A small file shows its own preview while it uploads.
    const item = canvasElement.querySelector<HTMLElement>('[data-upload-item]')!;
    await expect(item).toHaveAttribute('data-status', 'uploading');
    await expect(srcOf(within(item).getByRole('img', { name: 'new-shoe.png' }))).toMatch(/^blob:/);

    call.options.onProgress(40);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await userEvent.hover(bar.parentElement!);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Uploading...');
    await userEvent.unhover(bar.parentElement!);

    call.options.onProgress(100);
    call.resolve({ id: 'img_new', src: sampleImages[3]!.src });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        ...three,
        { id: 'img_new', src: sampleImages[3]!.src },
      ]),
    );
    await expect(canvasElement.querySelector('[data-upload-item]')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Image 4 of 4' })).toHaveAttribute(
      'src',
      sampleImages[3]!.src,
    );
    await settleFinished(canvasElement);
  },
};

const failing = createControlledUpload();

/** An upload fails, is retried, and settles with the image in the gallery. */
export const UploadErrorThenRetry: Story = {
  args: { images: three, upload: failing.upload },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('broken.jpg', 3000, 'image/jpeg')]);
    await canvas.findByRole('progressbar', { name: 'Uploading...' });
    failing.last().options.onProgress(70);
    failing.last().reject(new Error('Network Error'));

    const item = canvasElement.querySelector<HTMLElement>('[data-upload-item]')!;
    await waitFor(() => expect(item).toHaveAttribute('data-status', 'error'));
    await expect(within(item).getByText('Upload failed')).toBeVisible();
    await expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    const retry = within(item).getByRole('button', { name: 'Retry upload' });
    await userEvent.hover(retry);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Please try again.');

    await userEvent.click(retry);
    await expect(failing.calls).toHaveLength(2);
    const bar = within(item).getByRole('progressbar', { name: 'Uploading...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    failing.last().resolve({ id: 'img_retry', src: sampleImages[3]!.src });
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByRole('img', { name: /of 4$/ })).toHaveLength(4);
    await settleFinished(canvasElement);
  },
};

export const DragStates: Story = {
  play: async ({ canvas }) => {
    const zone = dropzoneOf(canvas);
    dragFilesOver(zone, [makeFile('ok.png', 10)]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'accepted'));
    await expect(canvas.getByText('Drop to upload')).toBeVisible();
    dragLeave(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    dragFilesOver(zone, [makeFile('anim.gif', 10, 'image/gif')]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'rejected'));
    await expect(canvas.getByText('These files cannot be uploaded')).toBeVisible();
    dragLeave(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
  },
};

export const RejectedType: Story = {
  args: { images: three, upload: fn(fakeUpload) },
  play: async ({ canvas, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('animation.gif', 2000, 'image/gif')]);
    const message = await canvas.findByText('File type must be PNG, JPEG, WebP, AVIF or SVG.');
    await expect(message.closest('li')).toHaveTextContent('animation.gif');
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('img', { name: /of 3$/ })).toHaveLength(3);
  },
};

export const TooLarge: Story = {
  args: { images: three, upload: fn(fakeUpload) },
  play: async ({ canvas, args }) => {
    // 2.5 MB: over the 2,000,000-byte limit. (A file of exactly 2,000,000 bytes is accepted.)
    await dropFiles(dropzoneOf(canvas), [
      makeFile('huge.png', 2_500_000),
      makeFile('limit.png', 2_000_000),
    ]);
    const message = await canvas.findByText('Max size must be 2 MB.');
    await expect(message.closest('li')).toHaveTextContent('huge.png');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(vi_firstFileName(args.upload)).toBe('limit.png');
  },
};

/** The name of the file passed to the first call of an upload spy. */
function vi_firstFileName(upload: ImageGalleryProps['upload']): string | undefined {
  const mock = upload as unknown as { mock: { calls: [File, unknown][] } };
  return mock.mock.calls[0]?.[0].name;
}

export const EmptyFile: Story = {
  play: async ({ canvas }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('empty.png', 0)]);
    await expect(await canvas.findByText('The file is empty.')).toBeVisible();
  },
};

export const TooManyFiles: Story = {
  args: { images: three, maxImages: 4, upload: fn(createControlledUpload().upload) },
  play: async ({ canvas, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('a.png', 100), makeFile('b.png', 100)]);
    const message = await canvas.findByText('You can upload up to 4 images.');
    await expect(message.closest('li')).toHaveTextContent('b.png');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    // The gallery is now full (3 images + 1 uploading): any drag is a rejection.
    const zone = dropzoneOf(canvas);
    dragFilesOver(zone, [makeFile('c.png', 100)]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'rejected'));
    dragLeave(zone);
  },
};

export const SetAsDefaultReorders: Story = {
  args: { images: three },
  play: async ({ canvas, args }) => {
    const tiles = within(canvas.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    await userEvent.click(within(tiles[2]!).getByRole('button', { name: 'Set as default' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([three[2], three[0], three[1]]);
    const first = within(canvas.getByRole('list')).getAllByRole('listitem')[0]!;
    await expect(srcOf(within(first).getByRole('img'))).toBe(three[2]!.src);
    await expect(within(first).getByText('Default')).toBeVisible();
    // Focus stays with the moved image (its own "Set as default" is gone).
    await expect(within(first).getByRole('button', { name: 'Reorder' })).toHaveFocus();
  },
};

export const Delete: Story = {
  args: { images: three },
  play: async ({ canvas, args }) => {
    const tiles = within(canvas.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    await userEvent.click(within(tiles[1]!).getByRole('button', { name: 'Delete' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([three[0], three[2]]);
    const remaining = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(remaining).toHaveLength(2);
    await expect(within(remaining[1]!).getByRole('button', { name: 'Reorder' })).toHaveFocus();
  },
};

export const KeyboardReorder: Story = {
  args: { images: three },
  play: async ({ canvas, canvasElement, args }) => {
    const announcer = announcerOf(canvasElement);
    const handle = canvas.getAllByRole('button', { name: 'Reorder' })[0]!;
    await expect(handle).toHaveAccessibleDescription(/press Space to pick up the image/);
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(announcer).toHaveTextContent('Picked up the image at position 1 of 3.');
    const tile = handle.closest('li')!;
    await expect(tile).toHaveAttribute('data-dragging', 'true');

    // One press moves the tile 25 px: not far enough to change places.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tile.style.transform).toBe('translate3d(25px, 0px, 0px)');
    await expect(announcer).toHaveTextContent('Picked up');
    // Keep pressing until it snaps into the next slot (how many depends on the tile width).
    for (let presses = 1; presses < 20 && !/moved/.test(announcer.textContent ?? ''); presses++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(announcer).toHaveTextContent('Image moved to position 2 of 3.');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([three[1], three[0], three[2]]);
    await expect(announcer).toHaveTextContent('Image dropped at position 2 of 3.');
    // The handle keeps the focus after the drop re-ordered the DOM.
    const moved = canvas.getAllByRole('button', { name: 'Reorder' })[1]!;
    await expect(moved).toHaveFocus();
    await expect(moved.closest('li')!.style.transform).toBe('');
  },
};

export const KeyboardReorderCancelled: Story = {
  args: { images: three },
  play: async ({ canvas, canvasElement, args }) => {
    const announcer = announcerOf(canvasElement);
    const handle = canvas.getAllByRole('button', { name: 'Reorder' })[2]!;
    handle.focus();
    await userEvent.keyboard(' ');
    for (let presses = 0; presses < 20 && !/moved/.test(announcer.textContent ?? ''); presses++) {
      await userEvent.keyboard('{ArrowLeft}');
    }
    await expect(announcer).toHaveTextContent('Image moved to position 2 of 3.');
    await userEvent.keyboard('{Escape}');
    await expect(announcer).toHaveTextContent(
      'Reorder cancelled. The image is back at position 3 of 3.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(handle.closest('li')).not.toHaveAttribute('data-dragging');
  },
};

export const PointerReorder: Story = {
  args: { images: three },
  play: async ({ canvas, args }) => {
    const tiles = within(canvas.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    const handle = within(tiles[0]!).getByRole('button', { name: 'Reorder' });
    const from = handle.getBoundingClientRect();
    const first = tiles[0]!.getBoundingClientRect();
    const third = tiles[2]!.getBoundingClientRect();
    const start = { clientX: from.x + from.width / 2, clientY: from.y + from.height / 2 };
    const pointer = (type: string, target: EventTarget, dx = 0, dy = 0) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          button: 0,
          pointerId: 1,
          isPrimary: true,
          clientX: start.clientX + dx,
          clientY: start.clientY + dy,
        }),
      );
    pointer('pointerdown', handle);
    pointer('pointermove', window, 10, 0);
    await waitFor(() => expect(tiles[0]).toHaveAttribute('data-dragging', 'true'));
    pointer('pointermove', window, third.left - first.left, third.top - first.top);
    pointer('pointerup', window, third.left - first.left, third.top - first.top);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([three[1], three[2], three[0]]),
    );
  },
};

export const PreviewOnlyForSmallFiles: Story = {
  args: { images: [], upload: createControlledUpload().upload },
  play: async ({ canvas, canvasElement }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL');
    try {
      // 250 KB is over the 200000-byte preview limit: a neutral placeholder, no blob: URL.
      await dropFiles(dropzoneOf(canvas), [makeFile('large-photo.png', 250_000)]);
      const item = await waitFor(() => {
        const found = canvasElement.querySelector<HTMLElement>('[data-upload-item]');
        if (!found) throw new Error('no upload item yet');
        return found;
      });
      await expect(createObjectURL).not.toHaveBeenCalled();
      await expect(within(item).queryByRole('img')).not.toBeInTheDocument();
      await expect(item.querySelector('[data-placeholder]')).toHaveTextContent('large-photo.png');
      // Exactly 200000 bytes: previewed.
      await dropFiles(dropzoneOf(canvas), [makeFile('small-photo.png', 200_000)]);
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      await expect(srcOf(canvas.getByRole('img', { name: 'small-photo.png' }))).toMatch(/^blob:/);
    } finally {
      createObjectURL.mockRestore();
    }
  },
};

export const CancelUpload: Story = {
  args: { images: three, upload: createControlledUpload().upload },
  play: async ({ canvas, canvasElement, args }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      await dropFiles(dropzoneOf(canvas), [makeFile('oops.png', 1000)]);
      await canvas.findByRole('progressbar');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
      await expect(canvasElement.querySelector('[data-upload-item]')).toBeNull();
      // The preview URL is released with its item.
      await expect(revoke).toHaveBeenCalledTimes(1);
      await expect(args.onChange).not.toHaveBeenCalled();
    } finally {
      revoke.mockRestore();
    }
  },
};

const unmounted = createControlledUpload();

/** The gallery behind a toggle, as on a form that closes while uploads run. */
function Removable(props: ImageGalleryProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Close form
      </button>
      {shown ? <Controlled of={ImageGallery} valueProp="images" args={props} /> : null}
    </>
  );
}

export const UnmountAbortsAndRevokes: Story = {
  args: { images: three, upload: unmounted.upload },
  render: (args) => <Removable {...args} />,
  play: async ({ canvas }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      await dropFiles(dropzoneOf(canvas), [makeFile('pending.png', 1000)]);
      await canvas.findByRole('progressbar');
      const { signal } = unmounted.last().options;
      await expect(signal.aborted).toBe(false);
      await userEvent.click(canvas.getByRole('button', { name: 'Close form' }));
      await expect(signal.aborted).toBe(true);
      await expect(revoke).toHaveBeenCalledTimes(1);
    } finally {
      revoke.mockRestore();
    }
  },
};

export const Disabled: Story = {
  args: { images: three, disabled: true },
  play: async ({ canvas }) => {
    const zone = dropzoneOf(canvas);
    await expect(zone).toHaveAttribute('aria-disabled', 'true');
    await expect(zone).not.toHaveAttribute('tabindex');
    for (const button of canvas.getAllByRole('button', { name: /Reorder|Delete|Set as default/ }))
      await expect(button).toBeDisabled();
  },
};

export const LongFileNames: Story = {
  args: { images: three, upload: createControlledUpload().upload },
  play: async ({ canvas }) => {
    await dropFiles(dropzoneOf(canvas), [
      makeFile(`${'very-long-product-photo-name-'.repeat(4)}final.png`, 300_000),
      makeFile(`${'unsupported-'.repeat(6)}document.pdf`, 300, 'application/pdf'),
    ]);
    await canvas.findByText('File type must be PNG, JPEG, WebP, AVIF or SVG.');
  },
};

export const Azerbaijani: Story = {
  args: { images: three },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: /^Şəkilləri bura sürükləyib buraxın və ya seçmək üçün klikləyin/,
      }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Şəkillər' });
    await expect(within(list).getByText('Əsas')).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: 'Əsas şəkil et' })).toHaveLength(2);
    await dropFiles(
      canvas.getByRole('button', {
        name: /^Şəkilləri bura sürükləyib buraxın və ya seçmək üçün klikləyin/,
      }),
      [makeFile('big.png', 2_500_000)],
    );
    await expect(await canvas.findByText('Maksimum ölçü 2 MB olmalıdır.')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { images: three, upload: createControlledUpload().upload },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('dark.png', 300_000)]);
    await canvas.findByRole('progressbar');
  },
};

export const RightToLeft: Story = {
  args: { images: three },
  globals: { direction: 'rtl' },
};

export const NarrowScreen: Story = {
  args: { images: sampleImages },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
