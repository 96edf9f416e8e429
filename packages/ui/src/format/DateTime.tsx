import { useFormatLocale } from '../messages/UiMessagesProvider';
import { formatDate, toIsoString } from './format-date';
import * as styles from './format.css';

export interface DateTimeProps {
  /** Unix timestamp in seconds. */
  value: number;
  time?: boolean;
  /** Additions to the contract, passed through to formatDate (locale: the provider's by default). */
  locale?: string;
  timeZone?: string;
}

/** A date (optionally with 24-hour time) in a `<time>` element with its ISO value. */
export function DateTime({ value, time, locale, timeZone }: DateTimeProps) {
  const provided = useFormatLocale();
  return (
    <time dateTime={toIsoString(value)} className={styles.date}>
      {formatDate(value, { time, locale: locale ?? provided, timeZone })}
    </time>
  );
}
