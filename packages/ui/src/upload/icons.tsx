import { createIcon } from '../icons';

/** Icons of the upload components (decorative; the controls carry the names). */
export const UploadIcon = createIcon(
  'UploadIcon',
  <path d="M8 10.5V2.5M4.5 6L8 2.5 11.5 6M2.5 10.5v2a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-2" />,
);
export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <circle cx="5.8" cy="6" r="1.2" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
  </>,
);
export const TrashIcon = createIcon(
  'TrashIcon',
  <path d="M2.5 4.5h11M6.5 4.5V3a.5.5 0 0 1 .5-.5h2a.5.5 0 0 1 .5.5v1.5M4 4.5l.6 8.6a1 1 0 0 0 1 .9h4.8a1 1 0 0 0 1-.9l.6-8.6" />,
);
export const StarIcon = createIcon(
  'StarIcon',
  <path d="M8 2l1.8 3.8 4.2.5-3.1 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1L2 6.3l4.2-.5z" />,
);
export const GripIcon = createIcon(
  'GripIcon',
  <path d="M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01" strokeWidth={2.5} />,
);
export const RetryIcon = createIcon(
  'RetryIcon',
  <path d="M13 3.5v3h-3M12.6 6.5A5 5 0 1 0 13 9.5" />,
);
