import { useTranslation } from 'react-i18next';
import { Header, WalletBalance } from '@shop/ui';
import { useShop } from '../../lib/queries/shop';
import { WalletIcon } from './icons';
import { ProfileArea } from './ProfileArea';

export function AppHeader({
  navigationOpen,
  onOpenNavigation,
}: {
  navigationOpen: boolean;
  onOpenNavigation: () => void;
}) {
  const { t } = useTranslation();
  const { data: shop } = useShop();
  // The wallet block belongs to shops with a wallet card only (§2 Shell).
  const wallet = shop?.has_wallet_card ? shop.wallet : null;
  return (
    <Header
      navigationOpen={navigationOpen}
      onOpenNavigation={onOpenNavigation}
      end={
        <>
          {wallet ? (
            <WalletBalance
              amountMinor={wallet.available_amount}
              label={t('wallet.label')}
              logo={<WalletIcon />}
            />
          ) : null}
          <ProfileArea />
        </>
      }
    />
  );
}
