export { DevicePreviewFrame, PREVIEW_DEVICE_WIDTHS } from './DevicePreviewFrame';
export type {
  DevicePreviewFrameProps,
  DevicePreviewLabels,
  PreviewDevice,
} from './DevicePreviewFrame';
