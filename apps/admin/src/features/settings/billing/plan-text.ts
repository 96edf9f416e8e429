import type { TFunction } from 'i18next';
import type { Currency, PlanLimit } from '@shop/admin-api';
import { formatMoney } from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';

/** "5 staff accounts", "Unlimited locations": a plan's limit as its card and the changes say it. */
export function limitText(
  t: TFunction<'settings'>,
  limit: PlanLimit,
  value: number | null,
): string {
  return value === null
    ? t(`billing.limits.${limit}Unlimited`)
    : t(`billing.limits.${limit}`, { count: value, formatted: formatNumber(value) });
}

/** "1% transaction fee", "0.5% transaction fee". */
export function feeText(t: TFunction<'settings'>, percent: number): string {
  return t('billing.limits.fee', { fee: formatNumber(percent) });
}

/** "$59.00 / month". */
export function priceText(t: TFunction<'settings'>, price: number, currency: Currency): string {
  return t('billing.plans.perMonth', { price: formatMoney(price, currency) });
}
