import { useFormatLocale } from '../messages/UiMessagesProvider';
import { formatMoney, type CurrencyInfo } from './format-money';
import * as styles from './format.css';

export interface MoneyProps {
  minor: number;
  currency: CurrencyInfo;
  /** Addition to the contract: the locale to format in (default: the provider's, else en-US). */
  locale?: string;
}

/** An amount in minor units, formatted for display in the locale the app gives the kit. */
export function Money({ minor, currency, locale }: MoneyProps) {
  const provided = useFormatLocale();
  return <span className={styles.amount}>{formatMoney(minor, currency, locale ?? provided)}</span>;
}
