import { formatMoney, type CurrencyInfo } from './format-money';
import * as styles from './format.css';

export interface MoneyProps {
  minor: number;
  currency: CurrencyInfo;
  /** Addition to the contract: the locale to format in (en-US by default). */
  locale?: string;
}

/** An amount in minor units, formatted for display. */
export function Money({ minor, currency, locale }: MoneyProps) {
  return <span className={styles.amount}>{formatMoney(minor, currency, locale)}</span>;
}
