import { dateTimeFormat, type DateFormat } from './intl-formats';

export interface FormatDateOptions {
  /** Add the 24-hour time: "Nov 21, 2026, 14:05". */
  time?: boolean;
  /** BCP 47 locale; defaults to en-US, the format the product shows in English. */
  locale?: string;
  /** IANA zone; defaults to the browser's. Tests pin it to "UTC". */
  timeZone?: string;
}

/** The kit's date format, with the time or without (intl-formats.ts builds each one once). */
function dateFormat(locale: string, time: boolean, timeZone: string | undefined): DateFormat {
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Formats a Unix timestamp in seconds (the API's date format): "Nov 21, 2026", "21 noy 2026" in az. */
export function formatDate(unixSeconds: number, options: FormatDateOptions = {}): string {
  const { time = false, locale = 'en-US', timeZone } = options;
  const date = new Date(unixSeconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, time, timeZone).format(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function toIsoString(unixSeconds: number): string | undefined {
  const date = new Date(unixSeconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
