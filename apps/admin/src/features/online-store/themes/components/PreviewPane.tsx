import { useRef, useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ThemePreview, ThemeSettings } from '@shop/admin-api';
import { DevicePreviewFrame, ExternalLinkIcon, type PreviewDevice } from '@shop/ui';
import { useLivePreview } from '../preview/use-live-preview';
import { useRefreshPreview } from '../queries';

/**
 * The storefront showing the theme's draft (the signed preview URL), at a desktop, tablet or phone
 * width, with the form's unsaved values posted to it as they change. A save gives a newer version:
 * the page is loaded again, so what only the server renders (images, rich text, links, pickers) shows.
 */
export function PreviewPane({
  themeId,
  preview,
  settings,
  version,
}: {
  themeId: string;
  preview: ThemePreview;
  settings: ThemeSettings;
  /** The theme's version: the frame reloads when it moves on. */
  version: number;
}) {
  const { t } = useTranslation('themes');
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [reloads, setReloads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const { onFrameLoad } = useLivePreview(frame, preview.url, settings);
  const refresh = useRefreshPreview(themeId);

  return (
    <DevicePreviewFrame
      // A new element loads the page again (a saved version, or Reload).
      key={`${preview.url} ${version} ${reloads}`}
      frameRef={frame}
      src={preview.url}
      title={t('customize.previewTitle')}
      device={device}
      onDeviceChange={setDevice}
      onLoad={onFrameLoad}
      labels={{
        devices: t('customize.devices.label'),
        desktop: t('customize.devices.desktop'),
        tablet: t('customize.devices.tablet'),
        phone: t('customize.devices.phone'),
      }}
      actions={
        <Flex gap="2">
          <Button
            type="button"
            size="1"
            variant="soft"
            color="gray"
            loading={refresh.isPending}
            // A new token (the one loaded may have expired), then the page again.
            onClick={() => refresh.mutate(undefined, { onSettled: () => setReloads((n) => n + 1) })}
          >
            {t('customize.reload')}
          </Button>
          <Button size="1" variant="soft" color="gray" asChild>
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              {t('customize.openPreview')}
              <ExternalLinkIcon />
            </a>
          </Button>
        </Flex>
      }
    />
  );
}
