import { formatDate, toIsoString } from './format-date';
import * as styles from './format.css';

export interface DateTimeProps {
  /** Unix timestamp in seconds. */
  value: number;
  time?: boolean;
  /** Additions to the contract, passed through to formatDate. */
  locale?: string;
  timeZone?: string;
}

/** A date (optionally with 24-hour time) in a `<time>` element with its ISO value. */
export function DateTime({ value, time, locale, timeZone }: DateTimeProps) {
  return (
    <time dateTime={toIsoString(value)} className={styles.date}>
      {formatDate(value, { time, locale, timeZone })}
    </time>
  );
}
