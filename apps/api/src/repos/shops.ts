import type { OnboardingStep, Shop, Store, UpdateShopBody } from '@shop/admin-api';
import type { Db } from '../db/db';

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
  updated_at: number;
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
    updated_at: row.updated_at,
  };
}

export async function getShop(db: Db, shopId: string, lock = false): Promise<Shop | null> {
  const [row] = await db.query<ShopRow>(
    `SELECT * FROM shops WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  return row ? toShop(row) : null;
}

/** Columns a PUT shop may set; the keys of the contract's body map one to one onto columns. */
const UPDATABLE = [
  'name',
  'email',
  'tax_inclusion_status',
  'tour_completed',
  'website_selling_mode',
  'admin_panel_logo',
  'language',
  'onboarding_editable',
] as const satisfies readonly (keyof UpdateShopBody)[];

/** Apply the fields present in `patch`; absent fields keep their value. */
export async function updateShop(
  tx: Db,
  shopId: string,
  now: number,
  patch: UpdateShopBody,
): Promise<Shop> {
  const fields = UPDATABLE.filter((f) => patch[f] !== undefined);
  const sets = fields.map((f, i) => `${f} = $${i + 3}`);
  const [row] = await tx.query<ShopRow>(
    `UPDATE shops SET ${[...sets, 'updated_at = GREATEST($2::bigint, updated_at + 1)'].join(', ')}
     WHERE id = $1 RETURNING *`,
    [shopId, now, ...fields.map((f) => patch[f])],
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
