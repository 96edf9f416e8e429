import { createIcon } from '../icons';

export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </>,
);

export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M6.2 3.8A6.7 6.7 0 0 1 8 3.5c4.1 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.9 2.4M4.1 5A11 11 0 0 0 1.5 8s2.4 4.5 6.5 4.5c1.1 0 2.1-.3 3-.8" />
    <path d="M2 2l12 12" />
  </>,
);
