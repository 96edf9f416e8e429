import type { TFunction } from 'i18next';
import type { ExternalLinkId } from '@shop/admin-api';
import type { ProfileMenuItem } from '@shop/ui';
import { config } from '../../lib/config';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n';
import { hrefs } from '../routing/hrefs';
import type { AppearanceChoice } from './appearance';

/** "Take a tour": the shell's TourSlot listens for this event. */
export const START_TOUR_EVENT = 'shop:start-tour';

export interface ProfileActions {
  t: TFunction;
  language: string;
  onChangeLanguage: (language: Language) => void;
  appearance: AppearanceChoice;
  onChangeAppearance: (choice: AppearanceChoice) => void;
  onLogout: () => void;
}

const APPEARANCE_KEYS: Record<AppearanceChoice, string> = {
  light: 'profile.themeLight',
  dark: 'profile.themeDark',
  system: 'profile.themeSystem',
};

export function buildProfileItems({
  t,
  language,
  onChangeLanguage,
  appearance,
  onChangeAppearance,
  onLogout,
}: ProfileActions) {
  const external = (id: ExternalLinkId, labelKey: string): ProfileMenuItem => ({
    id,
    label: t(labelKey),
    href: config.links[id],
    external: true,
  });
  const items: ProfileMenuItem[] = [
    { id: 'account', label: t('nav.account'), href: hrefs.settings.account() },
    { ...external('manageStores', 'profile.stores'), separatorBefore: true },
    external('helpCenter', 'profile.helpCenter'),
    external('feedback', 'profile.feedback'),
    external('systemStatus', 'profile.systemStatus'),
    external('hireExpert', 'profile.hireExpert'),
    external('bookCall', 'profile.bookCall'),
    {
      id: 'tour',
      label: t('profile.takeTour'),
      separatorBefore: true,
      onSelect: () => window.dispatchEvent(new CustomEvent(START_TOUR_EVENT)),
    },
  ];
  LANGUAGES.forEach((code, index) => {
    const current = language === code;
    items.push({
      id: `language-${code}`,
      label: current
        ? t('profile.currentLanguage', { language: LANGUAGE_NAMES[code] })
        : LANGUAGE_NAMES[code],
      separatorBefore: index === 0,
      onSelect: () => onChangeLanguage(code),
    });
  });
  // Light, dark, or the device's (the default): remembered in this browser (appearance.ts).
  (Object.keys(APPEARANCE_KEYS) as AppearanceChoice[]).forEach((choice, index) => {
    const label = t(APPEARANCE_KEYS[choice]);
    items.push({
      id: `theme-${choice}`,
      label: appearance === choice ? t('profile.currentTheme', { theme: label }) : label,
      separatorBefore: index === 0,
      onSelect: () => onChangeAppearance(choice),
    });
  });
  items.push({
    id: 'logout',
    label: t('profile.logout'),
    separatorBefore: true,
    onSelect: onLogout,
  });
  return items;
}
