import type {
  Currency,
  Industry,
  OnboardingStep,
  Shop,
  ShopAddress,
  SocialProfiles,
  Store,
  UnitSystem,
  UpdateShopBody,
  WeightUnit,
} from '@shop/admin-api';
import { SOCIAL_NETWORKS } from '@shop/admin-api';
import type { Db } from '../db/db';
import { countryName, subdivisionName } from '../reference/countries';

/** The address as stored (migration 012): codes only; the names come from the reference data. */
export interface StoredAddress {
  line: string;
  line2: string;
  city: string;
  zip: string;
  state: string | null;
  country: string;
}

interface ShopRow {
  id: string;
  name: string;
  email: string;
  host: string;
  currency_code: string;
  currency_symbol: string;
  currency_name: string;
  currency_fraction_digits: number;
  tax_inclusion_status: Shop['tax_inclusion_status'];
  tour_completed: boolean;
  has_wallet_card: boolean;
  wallet_available_amount: number | null;
  website_selling_mode: Shop['website_selling_mode'];
  admin_panel_logo: string | null;
  language: Shop['language'];
  storefront_url: string;
  onboarding_editable: boolean;
  onboarding_list: OnboardingStep[];
  owner: Shop['owner'];
  phone: string | null;
  industry: Industry | null;
  address: StoredAddress | null;
  home_title: string;
  home_meta_description: string;
  social_sharing_image: string | null;
  maintenance_mode: boolean;
  maintenance_message: string;
  storefront_password: string | null;
  social_profiles: Partial<Record<keyof SocialProfiles, string | null>>;
  timezone: string;
  unit_system: UnitSystem;
  weight_unit: WeightUnit;
  updated_at: number;
}

function toAddress(stored: StoredAddress | null): ShopAddress | null {
  if (!stored) return null;
  return {
    line: stored.line,
    line2: stored.line2,
    city: stored.city,
    zip: stored.zip,
    state: stored.state
      ? { code: stored.state, name: subdivisionName(stored.state) ?? stored.state }
      : null,
    country: { alpha2: stored.country, name: countryName(stored.country) ?? stored.country },
  };
}

function toSocialProfiles(stored: ShopRow['social_profiles']): SocialProfiles {
  const profiles = {} as SocialProfiles;
  for (const network of SOCIAL_NETWORKS) profiles[network] = stored[network] ?? null;
  return profiles;
}

function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    currency: {
      id: row.currency_code.toLowerCase(),
      code: row.currency_code,
      symbol: row.currency_symbol,
      name: row.currency_name,
      fraction_digits: row.currency_fraction_digits,
    },
    tax_inclusion_status: row.tax_inclusion_status,
    tour_completed: row.tour_completed,
    has_wallet_card: row.has_wallet_card,
    wallet: row.has_wallet_card ? { available_amount: row.wallet_available_amount ?? 0 } : null,
    website_selling_mode: row.website_selling_mode,
    admin_panel_logo: row.admin_panel_logo,
    language: row.language,
    storefront_url: row.storefront_url,
    onboarding: { isEditable: row.onboarding_editable, list: row.onboarding_list },
    owner: row.owner,
    phone: row.phone,
    industry: row.industry,
    address: toAddress(row.address),
    home_title: row.home_title,
    home_meta_description: row.home_meta_description,
    social_sharing_image: row.social_sharing_image,
    maintenance_mode: row.maintenance_mode,
    maintenance_message: row.maintenance_message,
    storefront_password: row.storefront_password,
    social_profiles: toSocialProfiles(row.social_profiles),
    timezone: row.timezone,
    unit_system: row.unit_system,
    weight_unit: row.weight_unit,
    updated_at: row.updated_at,
  };
}

/** The shop's owner (name and e-mail) as one JSON value, a column of every shop row read. */
const OWNER = `(SELECT json_build_object('name', btrim(a.first_name || ' ' || a.last_name), 'email', a.email)
    FROM account_shops m JOIN accounts a ON a.id = m.account_id
    WHERE m.shop_id = shops.id AND m.role = 'OWNER'
    ORDER BY m.created_at LIMIT 1) AS owner`;

export async function getShop(db: Db, shopId: string, lock = false): Promise<Shop | null> {
  const [row] = await db.query<ShopRow>(
    `SELECT shops.*, ${OWNER} FROM shops WHERE id = $1${lock ? ' FOR UPDATE OF shops' : ''}`,
    [shopId],
  );
  return row ? toShop(row) : null;
}

/** Columns a PUT shop may set; these keys of the contract's body map one to one onto columns. */
const UPDATABLE = [
  'name',
  'email',
  'tax_inclusion_status',
  'tour_completed',
  'website_selling_mode',
  'admin_panel_logo',
  'language',
  'onboarding_editable',
  'phone',
  'industry',
  'home_title',
  'home_meta_description',
  'social_sharing_image',
  'maintenance_mode',
  'maintenance_message',
  'storefront_password',
  'timezone',
  'unit_system',
  'weight_unit',
] as const satisfies readonly (keyof UpdateShopBody)[];

/** What a save changes besides the plain columns: resolved by the route from the reference data. */
export interface ShopUpdate {
  patch: Omit<UpdateShopBody, 'currency' | 'updated_at'>;
  /** The new currency, as data/currencies gives it. */
  currency?: Currency | undefined;
  /** The new address (PUT shop/address). */
  address?: StoredAddress | undefined;
}

/** Apply the fields present; absent fields keep their value. */
export async function updateShop(
  tx: Db,
  shopId: string,
  now: number,
  { patch, currency, address }: ShopUpdate,
): Promise<Shop> {
  const values: unknown[] = [shopId, now];
  const sets: string[] = [];
  const set = (assignment: (param: string) => string, value: unknown) => {
    values.push(value);
    sets.push(assignment(`$${values.length}`));
  };
  for (const field of UPDATABLE) {
    if (patch[field] !== undefined) set((p) => `${field} = ${p}`, patch[field]);
  }
  // The networks sent replace theirs (null removes one); the others keep their URL.
  if (patch.social_profiles) {
    set(
      (p) => `social_profiles = social_profiles || ${p}::jsonb`,
      JSON.stringify(patch.social_profiles),
    );
  }
  if (currency) {
    set((p) => `currency_code = ${p}`, currency.code);
    set((p) => `currency_symbol = ${p}`, currency.symbol);
    set((p) => `currency_name = ${p}`, currency.name);
    set((p) => `currency_fraction_digits = ${p}`, currency.fraction_digits);
  }
  if (address) set((p) => `address = ${p}::jsonb`, JSON.stringify(address));
  const [row] = await tx.query<ShopRow>(
    `UPDATE shops SET ${[...sets, 'updated_at = GREATEST($2::bigint, updated_at + 1)'].join(', ')}
     WHERE id = $1 RETURNING *, ${OWNER}`,
    values,
  );
  if (!row) throw new Error(`shop ${shopId} vanished during update`);
  return toShop(row);
}

/** The stores the account may open, in switcher order; `current` marks the session's shop. */
export async function listStores(
  db: Db,
  accountId: string,
  currentShopId: string,
): Promise<Store[]> {
  const rows = await db.query<ShopRow>(
    `SELECT sh.* FROM account_shops s JOIN shops sh ON sh.id = s.shop_id
     WHERE s.account_id = $1 ORDER BY s.position, sh.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    name: row.name,
    website_selling_mode: row.website_selling_mode,
    admin_panel_logo: row.admin_panel_logo,
    language: row.language,
    current: row.id === currentShopId,
  }));
}
