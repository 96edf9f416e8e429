import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  DevicePreviewFrame,
  PREVIEW_DEVICE_WIDTHS,
  type DevicePreviewLabels,
  type PreviewDevice,
} from './DevicePreviewFrame';

const english: DevicePreviewLabels = {
  devices: 'Preview width',
  desktop: 'Desktop',
  tablet: 'Tablet',
  phone: 'Phone',
};

const azerbaijani: DevicePreviewLabels = {
  devices: 'Önizləmənin eni',
  desktop: 'Masaüstü',
  tablet: 'Planşet',
  phone: 'Telefon',
};

/** A page that says how wide it is laid out, as a storefront's media queries would see it. */
const page = `<!doctype html><html lang="en"><head><title>Shop</title><style>
body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#fdf6ec;color:#1f2937}
h1{margin:0 0 12px}.wide{display:none}@media (min-width:1024px){.wide{display:block}}
</style></head><body><main><h1>Spring sale</h1><p>Everything in the shop, 20% off.</p>
<p class="wide">Laid out for a wide screen.</p></main></body></html>`;

interface DemoProps {
  labels: DevicePreviewLabels;
  initial: PreviewDevice;
  onDeviceChange: (device: PreviewDevice) => void;
}

function Demo({ labels, initial, onDeviceChange }: DemoProps) {
  const [device, setDevice] = useState<PreviewDevice>(initial);
  return (
    <div style={{ blockSize: 520, maxInlineSize: 900 }}>
      <DevicePreviewFrame
        title="Storefront preview"
        srcDoc={page}
        device={device}
        labels={labels}
        onDeviceChange={(next) => {
          setDevice(next);
          onDeviceChange(next);
        }}
        actions={
          <Button type="button" size="1" variant="soft">
            Reload
          </Button>
        }
      />
    </div>
  );
}

const onDeviceChange = fn();

const meta = {
  title: 'Data/DevicePreviewFrame',
  component: Demo,
  args: { labels: english, initial: 'desktop', onDeviceChange },
  beforeEach: () => {
    onDeviceChange.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A page in an iframe at a desktop (1280 px), tablet (768 px) or phone (375 px) width. The frame keeps the device’s width, so the page’s media queries answer as on that device, and is scaled down to fit the space it has. The switch is a radio group; every word comes from the app, and `actions` puts more controls beside it.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Storefront preview');
    await expect(frame).toHaveStyle({ width: `${PREVIEW_DEVICE_WIDTHS.desktop}px` });
    await expect(canvas.getByRole('radio', { name: 'Desktop' })).toBeChecked();
    // 1280 px of page in at most 900: scaled down.
    await waitFor(() => expect(Number(frame.dataset.scale)).toBeLessThan(1));
  },
};

export const SwitchToPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(onDeviceChange).toHaveBeenCalledWith('phone');
    const frame = canvas.getByTitle('Storefront preview');
    await expect(frame).toHaveStyle({ width: `${PREVIEW_DEVICE_WIDTHS.phone}px` });
    // A phone fits: shown at its own size.
    await waitFor(() => expect(frame.dataset.scale).toBe('1.000'));
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: 'Desktop' }).focus();
    // Arrow keys move between the widths (one tab stop), Space chooses.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tablet' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Tablet' })).toBeChecked());
    await expect(canvas.getByTitle('Storefront preview')).toHaveStyle({
      width: `${PREVIEW_DEVICE_WIDTHS.tablet}px`,
    });
  },
};

export const Azerbaijani: Story = {
  args: { labels: azerbaijani, initial: 'tablet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Planşet' })).toBeChecked();
  },
};
