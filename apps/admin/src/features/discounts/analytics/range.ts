import { useSearchParams } from 'react-router';
import {
  addDays,
  ANALYTICS_RANGE_MAX_DAYS,
  dayNumber,
  type DiscountAnalyticsQuery,
} from '@shop/admin-api';

/** The ranges offered as one click: the last 7, 30 and 90 days, today included. */
export const PRESET_DAYS = [7, 30, 90] as const;
/** The range the page opens with. */
export const DEFAULT_DAYS = 30;

/** Today in `timeZone` as YYYY-MM-DD (the shop's day, not the browser's). */
export function today(timeZone: string, now = new Date()): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last `days` days up to `last`, both included. */
export function lastDays(days: number, last: string): DiscountAnalyticsQuery {
  return { from: addDays(last, -(days - 1)), to: last };
}

/** Why a range cannot be asked for, as a key of `analytics.range.errors`, on the field it is about. */
export type RangeProblem = { field: 'from' | 'to'; key: 'date' | 'toBeforeFrom' | 'tooLong' };

/** The contract's rules, checked before asking (the server checks them again). */
export function rangeProblem({ from, to }: DiscountAnalyticsQuery): RangeProblem | null {
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (first === null) return { field: 'from', key: 'date' };
  if (last === null) return { field: 'to', key: 'date' };
  if (last < first) return { field: 'to', key: 'toBeforeFrom' };
  if (last - first + 1 > ANALYTICS_RANGE_MAX_DAYS) return { field: 'to', key: 'tooLong' };
  return null;
}

/**
 * The range in the page's URL (`?from&to`), so a reload or a shared link shows the same days; the
 * last DEFAULT_DAYS days of the shop when the URL has none or a range the rules refuse.
 */
export function useAnalyticsRange(timeZone: string) {
  const [search, setSearch] = useSearchParams();
  const asked = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const range = rangeProblem(asked) === null ? asked : lastDays(DEFAULT_DAYS, today(timeZone));
  return {
    range,
    setRange: (next: DiscountAnalyticsQuery) =>
      setSearch(new URLSearchParams({ from: next.from, to: next.to }), { replace: true }),
  };
}
