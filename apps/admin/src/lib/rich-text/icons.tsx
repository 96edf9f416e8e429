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

/** An H with its level beside it, drawn (not typed): a button's visible text must be in its name. */
export const HeadingIcon = createIcon(
  'HeadingIcon',
  <path d="M2 3.5v9M7.5 3.5v9M2 8h5.5M10 9.5c0-.8.6-1.5 1.5-1.5s1.5.6 1.5 1.4c0 1.2-3 2-3 3.1h3" />,
);

export const SubheadingIcon = createIcon(
  'SubheadingIcon',
  <path d="M2 3.5v9M7.5 3.5v9M2 8h5.5M10 8h2.8l-1.6 1.9c1 0 1.8.6 1.8 1.5s-.8 1.6-1.7 1.6c-.6 0-1.1-.3-1.4-.7" />,
);
