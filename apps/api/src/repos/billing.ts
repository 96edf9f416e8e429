import type {
  Billing,
  BillingStatus,
  Currency,
  Invoice,
  InvoiceStatus,
  PaymentMethod,
  Plan,
  PlanFeature,
} from '@shop/admin-api';
import type { Db } from '../db/db';
import { findCurrency } from '../reference/intl-lists';

/** The invoices GET billing lists, newest first. */
export const INVOICES_SHOWN = 24;
const DAY = 24 * 60 * 60;

/** A currency as the contract gives it; a code ICU does not know still shows (as its code). */
export function currencyOf(code: string): Currency {
  return (
    findCurrency(code) ?? {
      id: code.toLowerCase(),
      code,
      symbol: code,
      name: code,
      fraction_digits: 2,
    }
  );
}

interface PlanRow {
  id: string;
  name: string;
  price: number;
  currency_code: string;
  billing_interval: 'month';
  staff_limit: number | null;
  location_limit: number | null;
  transaction_fee_percent: number;
  features: string[];
}

// numeric arrives as text from both drivers; a float8 is a JSON number (0.5 stays 0.5).
const PLAN_COLUMNS = `id, name, price, currency_code, billing_interval, staff_limit, location_limit,
  transaction_fee_percent::float8 AS transaction_fee_percent, features`;

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: currencyOf(row.currency_code),
    interval: row.billing_interval,
    limits: { staff: row.staff_limit, locations: row.location_limit },
    transaction_fee_percent: row.transaction_fee_percent,
    features: row.features as PlanFeature[],
  };
}

/** Every plan on offer, cheapest first. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM billing_plans ORDER BY position`,
  );
  return rows.map(toPlan);
}

export async function getPlan(db: Db, id: string): Promise<Plan | null> {
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM billing_plans WHERE id = $1`, [
    id,
  ]);
  return row ? toPlan(row) : null;
}

interface BillingRow {
  plan_id: string;
  status: BillingStatus;
  current_period_start: number;
  current_period_end: number;
  payment_method: PaymentMethod | null;
  updated_at: number;
  price: number;
  currency_code: string;
}

interface InvoiceRow {
  id: string;
  number: string;
  plan_id: string;
  plan_name: string;
  period_start: number;
  period_end: number;
  amount: number;
  currency_code: string;
  status: InvoiceStatus;
  issued_at: number;
  paid_at: number | null;
}

function toInvoice({ currency_code, ...row }: InvoiceRow): Invoice {
  return { ...row, currency: currencyOf(currency_code) };
}

/** What the shop uses of what plans limit: staff besides the owner (invited ones too), locations. */
export async function billingUsage(db: Db, shopId: string): Promise<Billing['usage']> {
  const [row] = await db.query<{ staff: number; locations: number }>(
    `SELECT
       (SELECT count(*)::int FROM account_shops WHERE shop_id = $1 AND role <> 'OWNER')
         + (SELECT count(*)::int FROM staff_invitations WHERE shop_id = $1) AS staff,
       (SELECT count(*)::int FROM locations WHERE shop_id = $1) AS locations`,
    [shopId],
  );
  return { staff: row?.staff ?? 0, locations: row?.locations ?? 0 };
}

/**
 * A shop without a billing row (one made after migration 020 by anything but the seed) starts on
 * the cheapest plan with a period of 30 days from `now`, as migration 020 started the shops it
 * found.
 */
async function ensureBillingRow(db: Db, shopId: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO shop_billing (shop_id, plan_id, current_period_start, current_period_end,
       created_at, updated_at)
     SELECT $1, id, $2::bigint, $2::bigint + $3::bigint, $2::bigint, $2::bigint
     FROM billing_plans ORDER BY position LIMIT 1
     ON CONFLICT (shop_id) DO NOTHING`,
    [shopId, now, 30 * DAY],
  );
}

/** The shop's billing record; `lock` holds its row for a change in the same transaction. */
export async function getBilling(
  db: Db,
  shopId: string,
  now: number,
  lock = false,
): Promise<Billing> {
  const read = () =>
    db.query<BillingRow>(
      `SELECT b.plan_id, b.status, b.current_period_start, b.current_period_end, b.payment_method,
         b.updated_at, p.price, p.currency_code
       FROM shop_billing b JOIN billing_plans p ON p.id = b.plan_id
       WHERE b.shop_id = $1${lock ? ' FOR UPDATE OF b' : ''}`,
      [shopId],
    );
  let [row] = await read();
  if (!row) {
    await ensureBillingRow(db, shopId, now);
    [row] = await read();
  }
  if (!row) throw new Error(`shop ${shopId} has no billing row and none could be made`);
  const [usage, invoices] = await Promise.all([
    billingUsage(db, shopId),
    db.query<InvoiceRow>(
      `SELECT id, number, plan_id, plan_name, period_start, period_end, amount, currency_code,
         status, issued_at, paid_at
       FROM billing_invoices WHERE shop_id = $1 ORDER BY issued_at DESC, id DESC LIMIT $2`,
      [shopId, INVOICES_SHOWN],
    ),
  ]);
  return {
    plan_id: row.plan_id,
    status: row.status,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    next_charge: {
      amount: row.price,
      currency: currencyOf(row.currency_code),
      date: row.current_period_end,
    },
    payment_method: row.payment_method,
    usage,
    invoices: invoices.map(toInvoice),
    updated_at: row.updated_at,
  };
}

/** Move the shop to `planId`; the version moves on even within the same second. */
export async function setBillingPlan(
  tx: Db,
  shopId: string,
  planId: string,
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE shop_billing SET plan_id = $2, updated_at = GREATEST($3::bigint, updated_at + 1)
     WHERE shop_id = $1`,
    [shopId, planId, now],
  );
}

export interface CashfreeOrderRecord {
  id: string;
  shopId: string;
  planId: string;
  cfOrderId: string;
  environment: 'sandbox' | 'production';
  amount: number;
  currencyCode: string;
  createdBy: string;
  createdAt: number;
}

/** Keep a Cashfree order made for a plan, to match its payment to the shop when it is confirmed. */
export async function insertCashfreeOrder(tx: Db, order: CashfreeOrderRecord): Promise<void> {
  await tx.query(
    `INSERT INTO billing_cashfree_orders (id, shop_id, plan_id, cf_order_id, environment, amount,
       currency_code, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      order.id,
      order.shopId,
      order.planId,
      order.cfOrderId,
      order.environment,
      order.amount,
      order.currencyCode,
      order.createdBy,
      order.createdAt,
    ],
  );
}

/** What Cashfree is told about the customer paying: the shop itself. */
export interface ShopPayer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

export async function getShopPayer(db: Db, shopId: string): Promise<ShopPayer | null> {
  const [row] = await db.query<ShopPayer>(
    'SELECT id, name, email, phone FROM shops WHERE id = $1',
    [shopId],
  );
  return row ?? null;
}
