import type { TFunction } from 'i18next';
import { SOCIAL_NETWORKS, type Country, type Shop } from '@shop/admin-api';
import { LANGUAGE_NAMES } from '../../../lib/i18n';

/** One entry of the general overview: the page it opens and what it holds now. */
export interface OverviewEntry {
  /** The route's name in the settings manifest. */
  route:
    | 'details'
    | 'address'
    | 'language'
    | 'homepageDisplay'
    | 'maintenance'
    | 'socialProfiles'
    | 'standardsFormats'
    | 'policies';
  value: string;
}

/** The shop's address on one line, its country named in the admin's language when known. */
export function addressLine(shop: Shop, countries: readonly Country[] | undefined): string | null {
  const address = shop.address;
  if (!address) return null;
  const country =
    countries?.find((c) => c.alpha2 === address.country.alpha2)?.name ?? address.country.name;
  return [address.line, address.line2, address.city, address.state?.name, address.zip, country]
    .filter(Boolean)
    .join(', ');
}

/** What each page of the general settings holds now, in the order §2 lists them. */
export function overviewEntries(
  shop: Shop,
  t: TFunction,
  countries: readonly Country[] | undefined,
): OverviewEntry[] {
  const notSet = t('settings:general.overview.notSet');
  const profiles = SOCIAL_NETWORKS.filter((network) => shop.social_profiles[network]);
  return [
    { route: 'details', value: [shop.name, shop.email].filter(Boolean).join(' · ') },
    { route: 'address', value: addressLine(shop, countries) ?? notSet },
    { route: 'language', value: LANGUAGE_NAMES[shop.language] },
    { route: 'homepageDisplay', value: shop.home_title || notSet },
    {
      route: 'maintenance',
      value: t(
        shop.maintenance_mode
          ? 'settings:general.overview.maintenanceOn'
          : 'settings:general.overview.maintenanceOff',
      ),
    },
    {
      route: 'socialProfiles',
      value: profiles.length
        ? `${t('settings:general.overview.profiles', { count: profiles.length })}: ${profiles
            .map((network) => t(`settings:general.social.networks.${network}`))
            .join(', ')}`
        : notSet,
    },
    {
      route: 'standardsFormats',
      value: t('settings:general.overview.standards', {
        currency: shop.currency.code,
        timezone: shop.timezone,
        weight: shop.weight_unit,
      }),
    },
    // The shop's policies have a page of their own (policy `policy`): listed here, with the shop's
    // other texts, where a merchant looks for them. Which are written is that page's to say.
    { route: 'policies', value: t('settings:policies.overview') },
  ];
}
