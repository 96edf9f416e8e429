import { memo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileMenu } from '@shop/ui';
import { fullName, initials } from '../../lib/format';
import { useAccount } from '../../lib/queries/account';
import { logout } from '../../lib/session';
import { setAppearanceChoice, useAppearanceChoice } from './appearance';
import { buildProfileItems } from './profile-items';

/**
 * The profile menu, closed by any move to another page. It reads the address for its path alone: a
 * list's search changes the address on each pause in typing, and the menu (its items translated
 * again) was drawn again each time.
 */
export function ProfileArea() {
  return <ProfileAreaMenu closeKey={useLocation().pathname} />;
}

const ProfileAreaMenu = memo(function ProfileAreaMenu({ closeKey }: { closeKey: string }) {
  const { t, i18n } = useTranslation();
  const { data: account } = useAccount();
  const appearance = useAppearanceChoice();
  if (!account) return null;
  return (
    <ProfileMenu
      name={fullName(account) || account.email}
      email={account.email}
      imageSrc={account.profile_image?.src ?? null}
      initials={initials(account)}
      closeKey={closeKey}
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
});
