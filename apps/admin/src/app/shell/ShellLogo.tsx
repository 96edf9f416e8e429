import type { Shop } from '@shop/admin-api';
import { DefaultLogo } from './DefaultLogo';

/** The shop's own admin panel logo when it has one, else ours. */
export function ShellLogo({ shop }: { shop: Shop | undefined }) {
  const name = shop?.name ?? '';
  if (shop?.admin_panel_logo) {
    return (
      <img
        src={shop.admin_panel_logo}
        alt={name}
        style={{ maxBlockSize: 32, maxInlineSize: '100%', objectFit: 'contain' }}
      />
    );
  }
  return <DefaultLogo shopName={name} />;
}
