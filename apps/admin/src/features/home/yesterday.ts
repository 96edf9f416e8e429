import { formatStatsDate } from '@shop/admin-api';

/**
 * The merchant's yesterday, as GET orders/stats takes it (DD-MM-YYYY): the calendar day before
 * `now` in the device's time zone. Counted in calendar days, not as "now minus 24 hours", which on
 * a day the clocks change can land on today or on the day before yesterday. formatStatsDate reads a
 * date's UTC fields, so the local day travels to it as that day's UTC midnight.
 */
export function yesterdayStatsDate(now: Date = new Date()): string {
  return formatStatsDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - 1)));
}
