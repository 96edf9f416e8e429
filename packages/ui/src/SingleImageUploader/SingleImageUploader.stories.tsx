import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
import { SingleImageUploader } from './SingleImageUploader';

const meta = {
  title: 'Upload/SingleImageUploader',
  component: SingleImageUploader,
  args: { value: null, onChange: fn(), upload: fakeUpload, editable: true, variant: 'default' },
  render: (args) => <Controlled of={SingleImageUploader} valueProp="value" args={args} />,
} satisfies Meta<typeof SingleImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const logo = sampleImages[1]!;
/** The drop zone, whatever its current text (its name changes while files are dragged over it). */

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = dropzoneOf(canvas);
    await expect(zone).toHaveAccessibleName(
      'Drag and drop an image here, or click to browse PNG, JPEG, WebP, AVIF or SVG, up to 2 MB',
    );
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, makeFile('logo.png', 4000));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(canvas.getByRole('img', { name: 'Uploaded image' })).toBeVisible();
  },
};

export const WithImage: Story = {
  args: { value: logo },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Uploaded image' })).toHaveAttribute(
      'src',
      logo.src,
    );
    // Editable with an image: Remove, no drop zone.
    await expect(canvas.queryByRole('button', { name: /^Drag and drop/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(dropzoneOf(canvas)).toBeVisible();
  },
};

export const NotEditable: Story = {
  args: { value: logo, editable: false },
  play: async ({ canvas }) => {
    // Not editable: no Remove; the uploader offers upload (a new image replaces the current one).
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    await expect(dropzoneOf(canvas)).toBeVisible();
  },
};

const controlled = createControlledUpload();

/** Shows the upload under way, and settles with the uploaded image. */
export const Uploading: Story = {
  args: { upload: controlled.upload },
  beforeEach: () => controlled.reset(),
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('banner.png', 120_000)]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading...' });
    controlled.last().options.onProgress(65);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '65'));
    await expect(canvas.getByRole('img', { name: 'banner.png' })).toBeVisible();
    await userEvent.hover(bar.parentElement!);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Uploading...');
    controlled.last().resolve(logo);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(logo));
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeVisible();
    await settleFinished(canvasElement);
  },
};

const failing = createControlledUpload();

/** An upload fails, is retried from the keyboard, and settles with the uploaded image. */
export const UploadErrorThenRetry: Story = {
  args: { upload: failing.upload },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('banner.png', 600_000)]);
    await canvas.findByRole('progressbar');
    failing.last().options.onProgress(30);
    failing.last().reject(new Error('timeout of 0ms exceeded'));
    await expect(await canvas.findByText('Upload failed')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry upload' });
    retry.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Please try again.');
    await userEvent.keyboard('{Enter}');
    await expect(failing.calls).toHaveLength(2);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    failing.last().resolve(logo);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(logo));
    await expect(await canvas.findByRole('img', { name: 'Uploaded image' })).toBeVisible();
    await settleFinished(canvasElement);
  },
};

export const TooLarge: Story = {
  args: { upload: fn(fakeUpload) },
  play: async ({ canvas, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('photo.png', 2_500_000)]);
    await expect(await canvas.findByText('Max size must be 2 MB.')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const ThemeImageLimit: Story = {
  args: { variant: 'theme', upload: fn(createControlledUpload().upload) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PNG, JPEG, WebP, AVIF or SVG, up to 5 MB')).toBeVisible();
    // 2.5 MB is fine for a theme image; 6 MB is not.
    await dropFiles(dropzoneOf(canvas), [makeFile('hero.png', 6_000_000)]);
    await expect(await canvas.findByText('Max size must be 5 MB.')).toBeVisible();
    await dropFiles(dropzoneOf(canvas), [makeFile('hero.png', 2_500_000)]);
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
  },
};

export const RejectedType: Story = {
  args: { upload: fn(fakeUpload) },
  play: async ({ canvas, args }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('notes.txt', 200, 'text/plain')]);
    await expect(
      await canvas.findByText('File type must be PNG, JPEG, WebP, AVIF or SVG.'),
    ).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const TooManyFiles: Story = {
  args: { upload: fn(fakeUpload) },
  play: async ({ canvas, args }) => {
    const zone = dropzoneOf(canvas);
    dragFilesOver(zone, [makeFile('a.png', 10), makeFile('b.png', 10)]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'rejected'));
    dragLeave(zone);
    await dropFiles(zone, [makeFile('a.png', 10), makeFile('b.png', 10)]);
    await expect(await canvas.findByText('Only one file can be uploaded.')).toBeVisible();
    // One message for the whole drop, and nothing uploads.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(dropzoneOf(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DisabledWithImage: Story = {
  args: { value: logo, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await dropFiles(dropzoneOf(canvas), [makeFile('photo.png', 2_500_000)]);
    await expect(await canvas.findByText('Maksimum ölçü 2 MB olmalıdır.')).toBeVisible();
  },
};

export const AzerbaijaniWithImage: Story = {
  args: { value: logo },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Şəkli sil' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { value: logo },
  globals: { theme: 'dark' },
};

export const DarkEmpty: Story = {
  globals: { theme: 'dark' },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
};
