import { createIcon } from '@shop/ui';

/** The one icon the shell needs that the kit does not carry; built with the kit's icon factory. */
export const WalletIcon = createIcon(
  'WalletIcon',
  <>
    <rect x="2" y="4" width="12" height="9" rx="1.5" />
    <path d="M4 4l7-2v2M10.5 8.5H14" />
  </>,
);
