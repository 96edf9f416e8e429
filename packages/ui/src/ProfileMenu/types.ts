import type { ReactNode } from 'react';

export interface ProfileMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link item; `external` opens it in a new tab. */
  href?: string;
  external?: boolean;
  /** An action item (take a tour, log out). */
  onSelect?: () => void;
  separatorBefore?: boolean;
}

/** What the menu and the side panel (each loaded when first wanted) render besides the trigger. */
export interface ProfileMenuPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  email: string;
  imageSrc?: string | null;
  initials: string;
  items: ProfileMenuItem[];
}
