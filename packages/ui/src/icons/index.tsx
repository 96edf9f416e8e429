import { createIcon } from './Icon';

export { createIcon } from './Icon';
export type { IconProps } from './Icon';

export const MenuIcon = createIcon('MenuIcon', <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M4 4l8 8M12 4l-8 8" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M4 6l4 4 4-4" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M4 10l4-4 4 4" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M6 4l4 4-4 4" />, {
  directional: true,
});
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M10 4L6 8l4 4" />, {
  directional: true,
});
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', <path d="M13 8H3M7 4L3 8l4 4" />, {
  directional: true,
});
export const CheckIcon = createIcon('CheckIcon', <path d="M3 8.5l3 3 7-7" />);
export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />,
  { directional: true },
);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);
export const SortIcon = createIcon('SortIcon', <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />);
export const SortAscendingIcon = createIcon(
  'SortAscendingIcon',
  <path d="M8 13V3M4.5 6.5L8 3l3.5 3.5" />,
);
export const SortDescendingIcon = createIcon(
  'SortDescendingIcon',
  <path d="M8 3v10M4.5 9.5L8 13l3.5-3.5" />,
);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.5V11M8 5h.01" />
  </>,
);
export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.5 8.2l1.8 1.8 3.3-3.6" />
  </>,
);
export const ErrorIcon = createIcon(
  'ErrorIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 4.8v3.7M8 11h.01" />
  </>,
);
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </>,
);
export const HomeIcon = createIcon(
  'HomeIcon',
  <path d="M2.5 7.5L8 3l5.5 4.5V13a.5.5 0 0 1-.5.5H10v-4H6v4H3a.5.5 0 0 1-.5-.5z" />,
);
export const CatalogIcon = createIcon(
  'CatalogIcon',
  <path d="M2.5 5L8 2.5 13.5 5v6L8 13.5 2.5 11zM2.5 5L8 7.5 13.5 5M8 7.5v6" />,
);
export const UsersIcon = createIcon(
  'UsersIcon',
  <>
    <circle cx="6" cy="5.5" r="2.5" />
    <path d="M1.5 13.5c.5-2.5 2.3-3.5 4.5-3.5s4 1 4.5 3.5M10.5 3.2a2.5 2.5 0 0 1 0 4.6M12 10.2c1.3.5 2.2 1.6 2.5 3.3" />
  </>,
);
export const TagIcon = createIcon(
  'TagIcon',
  <>
    <path d="M2.5 2.5h5l6 6-5 5-6-6z" />
    <path d="M5.5 5.5h.01" />
  </>,
);
export const StoreIcon = createIcon(
  'StoreIcon',
  <path d="M2.5 6.5V13.5h11V6.5M1.5 6.5l1.5-4h10l1.5 4zM6.5 13.5v-4h3v4" />,
);
export const SettingsIcon = createIcon(
  'SettingsIcon',
  <>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
  </>,
);
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <path d="M6.5 13.5h-3a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3M10.5 11l3-3-3-3M13.5 8h-7" />,
  { directional: true },
);
