import type { ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import { formatMoney, USD } from '../format';
import * as styles from './WalletBalance.css';

export interface WalletBalanceProps {
  /** In cents: the wallet is always US dollars with 2 fraction digits (SPEC §2, §9). */
  amountMinor: number;
  label: string;
  logo?: ReactNode;
}

/** The header's wallet block: logo, label and the balance, e.g. "$1,234.50". */
export function WalletBalance({ amountMinor, label, logo }: WalletBalanceProps) {
  return (
    <div className={styles.root}>
      {logo ? (
        <span className={styles.logo} aria-hidden="true">
          {logo}
        </span>
      ) : null}
      <span className={styles.text}>
        <Text size="1" color="gray" className={styles.line}>
          {label}
        </Text>
        <Text size="2" weight="bold" className={styles.line}>
          {formatMoney(amountMinor, USD, 'en-US')}
        </Text>
      </span>
    </div>
  );
}
