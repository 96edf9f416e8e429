import { afterEach, describe, expect, it } from 'vitest';
import { yesterdayStatsDate } from './yesterday';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

/** Run `check` with the device in `timeZone` (Node applies a changed TZ at once). */
function inTimeZone(timeZone: string, check: () => void) {
  process.env.TZ = timeZone;
  check();
}

describe("yesterday's date for GET orders/stats", () => {
  it('is the day before, written DD-MM-YYYY', () => {
    expect(yesterdayStatsDate(new Date(2025, 5, 30, 12))).toBe('29-06-2025');
    expect(yesterdayStatsDate(new Date(2025, 6, 10, 0, 0, 1))).toBe('09-07-2025');
  });

  it('crosses months, years and leap days', () => {
    expect(yesterdayStatsDate(new Date(2025, 6, 1, 9))).toBe('30-06-2025');
    expect(yesterdayStatsDate(new Date(2026, 0, 1, 0, 5))).toBe('31-12-2025');
    expect(yesterdayStatsDate(new Date(2024, 2, 1, 23, 59))).toBe('29-02-2024');
    expect(yesterdayStatsDate(new Date(2025, 2, 1, 8))).toBe('28-02-2025');
  });

  it("is the merchant's local yesterday, not the UTC one", () => {
    // 01:30 on 1 July in Baku (UTC+4) is still 30 June in UTC.
    inTimeZone('Asia/Baku', () => {
      const now = new Date('2025-06-30T21:30:00Z');
      expect(now.getDate()).toBe(1);
      expect(yesterdayStatsDate(now)).toBe('30-06-2025');
    });
    // 20:00 on 1 July in Los Angeles (UTC-7) is already 2 July in UTC.
    inTimeZone('America/Los_Angeles', () => {
      expect(yesterdayStatsDate(new Date('2025-07-02T03:00:00Z'))).toBe('30-06-2025');
    });
  });

  it('counts calendar days across a change of the clocks', () => {
    // Berlin moved to summer time on 30 March 2025, a 23-hour day: 24 hours before 00:30 on
    // 31 March is 23:30 on 29 March, but yesterday is the 30th.
    inTimeZone('Europe/Berlin', () => {
      const now = new Date('2025-03-30T22:30:00Z');
      expect(now.getDate()).toBe(31);
      expect(new Date(now.getTime() - 24 * 3600 * 1000).getDate()).toBe(29);
      expect(yesterdayStatsDate(now)).toBe('30-03-2025');
    });
  });
});
