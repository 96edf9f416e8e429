import {
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { SegmentedControl } from '@radix-ui/themes';
import * as styles from './DevicePreviewFrame.css';

/** The widths a page is previewed at. */
export type PreviewDevice = 'desktop' | 'tablet' | 'phone';

/**
 * The CSS width of each device (§9 breakpoints 640, 768 and 1024 px: a phone is below the first, a
 * tablet at the second, a desktop well past the last).
 */
export const PREVIEW_DEVICE_WIDTHS: Record<PreviewDevice, number> = {
  desktop: 1280,
  tablet: 768,
  phone: 375,
};

const DEVICES: PreviewDevice[] = ['desktop', 'tablet', 'phone'];

/** The words of the device switch, in the app's language. */
export interface DevicePreviewLabels {
  /** Names the switch, e.g. "Preview width". */
  devices: string;
  desktop: string;
  tablet: string;
  phone: string;
}

export interface DevicePreviewFrameProps {
  /** The page to show. */
  src?: string;
  /** Or its HTML (stories, tests). */
  srcDoc?: string;
  /** The frame's accessible name, e.g. "Storefront preview". */
  title: string;
  device: PreviewDevice;
  onDeviceChange: (device: PreviewDevice) => void;
  labels: DevicePreviewLabels;
  /** The iframe, e.g. to post messages to the page it shows. */
  frameRef?: Ref<HTMLIFrameElement>;
  onLoad?: (event: SyntheticEvent<HTMLIFrameElement>) => void;
  /** The iframe's sandbox; none by default. */
  sandbox?: string;
  /** More controls beside the device switch (reload, open in a new tab). */
  actions?: ReactNode;
  className?: string;
}

/**
 * A page in an iframe at a desktop, tablet or phone width. The frame always has the device's width,
 * so the page's own media queries respond as on that device, and it is scaled down to fit the space
 * it is given (never up). The switch is a set of radio buttons (arrow keys move between them).
 */
export function DevicePreviewFrame({
  src,
  srcDoc,
  title,
  device,
  onDeviceChange,
  labels,
  frameRef,
  onLoad,
  sandbox,
  actions,
  className,
}: DevicePreviewFrameProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState<{ width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => setSpace({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_DEVICE_WIDTHS[device];
  const scale = space && space.width > 0 ? Math.min(1, space.width / width) : 1;
  const height = space ? Math.round(space.height / scale) : undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        <SegmentedControl.Root
          size="1"
          value={device}
          aria-label={labels.devices}
          onValueChange={(value) => onDeviceChange(value as PreviewDevice)}
        >
          {DEVICES.map((option) => (
            <SegmentedControl.Item key={option} value={option}>
              {labels[option]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        {actions}
      </div>
      <div ref={viewportRef} className={styles.viewport} data-device={device}>
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={title}
          src={src}
          srcDoc={srcDoc}
          sandbox={sandbox}
          onLoad={onLoad}
          data-scale={scale.toFixed(3)}
          style={{
            inlineSize: width,
            blockSize: height,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
    </div>
  );
}
