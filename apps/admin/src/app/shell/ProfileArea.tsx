import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileMenu } from '@shop/ui';
import { fullName, initials } from '../../lib/format';
import { useAccount } from '../../lib/queries/account';
import { logout } from '../../lib/session';
import { setAppearanceChoice, useAppearanceChoice } from './appearance';
import { buildProfileItems } from './profile-items';

export function ProfileArea() {
  const { t, i18n } = useTranslation();
  const { data: account } = useAccount();
  const location = useLocation();
  const appearance = useAppearanceChoice();
  if (!account) return null;
  return (
    <ProfileMenu
      name={fullName(account) || account.email}
      email={account.email}
      imageSrc={account.profile_image?.src ?? null}
      initials={initials(account)}
      closeKey={location.pathname}
      items={buildProfileItems({
        t,
        language: i18n.resolvedLanguage ?? i18n.language,
        onChangeLanguage: (language) => void i18n.changeLanguage(language),
        appearance,
        onChangeAppearance: setAppearanceChoice,
        onLogout: () => void logout(),
      })}
    />
  );
}
