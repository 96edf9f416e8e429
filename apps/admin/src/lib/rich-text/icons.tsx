import { createIcon } from '@shop/ui';

export const BulletListIcon = createIcon(
  'BulletListIcon',
  <path d="M6 4h7.5M6 8h7.5M6 12h7.5M2.75 4h.01M2.75 8h.01M2.75 12h.01" />,
);

export const NumberedListIcon = createIcon(
  'NumberedListIcon',
  <path d="M6.5 4h7M6.5 8h7M6.5 12h7M2.5 3l1-.5V6M2.5 9.5c0-.6.5-1 1-1s1 .4 1 1c0 .8-2 1.2-2 2.5h2" />,
);

export const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M6.5 9.5a3 3 0 004.2 0l2-2a3 3 0 00-4.2-4.2l-.8.8M9.5 6.5a3 3 0 00-4.2 0l-2 2a3 3 0 004.2 4.2l.8-.8" />,
);
