import { dateTimeFormat, type DateFormat } from './intl-formats';

export interface FormatDateOptions {
  /** Add the 24-hour time: "Nov 21, 2026, 14:05". */
  time?: boolean;
  /** BCP 47 locale; defaults to en-US, the format the product shows in English. */
  locale?: string;
  /** IANA zone; defaults to the browser's. Tests pin it to "UTC". */
  timeZone?: string;
}

/**
 * One formatter per locale, time and zone: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a list page formats a date in every row on each render (a search typed
 * into the customers list spent most of its render here under 4× CPU throttling, issue 25).
 */
const formatters = new Map<string, DateFormat>();

function dateFormat(locale: string, time: boolean, timeZone: string | undefined) {
  const key = `${locale}|${time ? 1 : 0}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = dateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, format);
  }
  return format;
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
