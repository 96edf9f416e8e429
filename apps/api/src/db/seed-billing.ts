// The demo shops' subscriptions (migration 020): the plan each is on, the period being paid, how it
// paid, and its invoices. The plans themselves are the platform's offer, in the migration.
import type { InvoiceStatus, PaymentMethod } from '@shop/admin-api';
import { insertRows } from './bulk';
import type { Db } from './db';

const DAY = 24 * 60 * 60;
/** A billing period: the plans are monthly, charged every 30 days. */
const PERIOD = 30 * DAY;

/** The migration's plans, as an invoice names them. */
const PLANS = {
  starter: { name: 'Starter', price: 1900 },
  growth: { name: 'Growth', price: 5900 },
} as const;

interface InvoiceSeed {
  plan: keyof typeof PLANS;
  /** Periods before the current one (0: the current period). */
  periodsAgo: number;
  status: InvoiceStatus;
}

interface ShopBillingSeed {
  plan: keyof typeof PLANS;
  /** How far into its current period the shop is on the seed's day. */
  daysIntoPeriod: number;
  paymentMethod: (year: number) => PaymentMethod;
  /** Oldest first; numbered in that order from `firstNumber`. */
  invoices: InvoiceSeed[];
  firstNumber: number;
}

/**
 * The demo shop started on Starter and moved up to Growth three periods ago: that day's Starter
 * invoice was voided and a Growth one issued for the same period. It pays by Visa. The outlet
 * opened on Growth last period.
 */
const SHOPS: Record<string, ShopBillingSeed> = {
  shop_demo: {
    plan: 'growth',
    daysIntoPeriod: 10,
    paymentMethod: (year) => ({
      kind: 'card',
      brand: 'visa',
      last4: '1111',
      exp_month: 12,
      exp_year: year + 2,
    }),
    firstNumber: 1001,
    invoices: [
      { plan: 'starter', periodsAgo: 5, status: 'paid' },
      { plan: 'starter', periodsAgo: 4, status: 'paid' },
      { plan: 'starter', periodsAgo: 3, status: 'paid' },
      { plan: 'starter', periodsAgo: 2, status: 'void' },
      { plan: 'growth', periodsAgo: 2, status: 'paid' },
      { plan: 'growth', periodsAgo: 1, status: 'paid' },
      { plan: 'growth', periodsAgo: 0, status: 'paid' },
    ],
  },
  shop_outlet: {
    plan: 'growth',
    daysIntoPeriod: 3,
    paymentMethod: (year) => ({
      kind: 'card',
      brand: 'mastercard',
      last4: '4444',
      exp_month: 6,
      exp_year: year + 1,
    }),
    firstNumber: 1001,
    invoices: [
      { plan: 'growth', periodsAgo: 1, status: 'paid' },
      { plan: 'growth', periodsAgo: 0, status: 'paid' },
    ],
  },
};

export async function seedBilling(tx: Db, options: { now: number }): Promise<void> {
  const year = new Date(options.now * 1000).getUTCFullYear();
  const billing: unknown[][] = [];
  const invoices: unknown[][] = [];
  for (const [shopId, shop] of Object.entries(SHOPS)) {
    const start = options.now - shop.daysIntoPeriod * DAY;
    billing.push([
      shopId,
      shop.plan,
      'active',
      start,
      start + PERIOD,
      JSON.stringify(shop.paymentMethod(year)),
      start - 5 * PERIOD,
      start,
    ]);
    shop.invoices.forEach((invoice, i) => {
      const periodStart = start - invoice.periodsAgo * PERIOD;
      // Charged at the start of its period; a voided one is issued a minute before its replacement.
      const issuedAt = periodStart + (invoice.status === 'void' ? 0 : 60);
      const plan = PLANS[invoice.plan];
      invoices.push([
        `inv_${shopId.replace('shop_', '')}_${shop.firstNumber + i}`,
        shopId,
        `INV-${shop.firstNumber + i}`,
        invoice.plan,
        plan.name,
        periodStart,
        periodStart + PERIOD,
        plan.price,
        'USD',
        invoice.status,
        issuedAt,
        invoice.status === 'paid' ? issuedAt + 45 : null,
      ]);
    });
  }
  await insertRows(
    tx,
    'shop_billing',
    [
      'shop_id',
      'plan_id',
      'status',
      'current_period_start',
      'current_period_end',
      'payment_method',
      'created_at',
      'updated_at',
    ],
    billing,
  );
  await insertRows(
    tx,
    'billing_invoices',
    [
      'id',
      'shop_id',
      'number',
      'plan_id',
      'plan_name',
      'period_start',
      'period_end',
      'amount',
      'currency_code',
      'status',
      'issued_at',
      'paid_at',
    ],
    invoices,
  );
}
