import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

// 2026-11-21 10:05:00 UTC
const T = Date.UTC(2026, 10, 21, 10, 5) / 1000;

describe('zoned date and time inputs', () => {
  it('show a time as the wall clock of the time zone', () => {
    expect(toZonedInput(T, 'UTC')).toBe('2026-11-21T10:05');
    expect(toZonedInput(T, 'Asia/Baku')).toBe('2026-11-21T14:05');
    expect(toZonedInput(T, 'America/New_York')).toBe('2026-11-21T05:05');
    expect(toZonedInput(T, 'Asia/Kolkata')).toBe('2026-11-21T15:35');
  });

  it('read a wall-clock time of the time zone back into the same instant', () => {
    expect(fromZonedInput('2026-11-21T14:05', 'Asia/Baku')).toBe(T);
    expect(fromZonedInput('2026-11-21T05:05', 'America/New_York')).toBe(T);
    expect(fromZonedInput('2026-11-21T10:05:00', 'UTC')).toBe(T);
    for (const zone of ['Europe/Amsterdam', 'Pacific/Auckland', 'America/Los_Angeles'])
      expect(fromZonedInput(toZonedInput(T, zone), zone)).toBe(T);
  });

  it('keep summer and winter time apart', () => {
    // Amsterdam: UTC+2 in July, UTC+1 in January.
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/Amsterdam')).toBe(
      Date.UTC(2026, 6, 1, 10) / 1000,
    );
    expect(fromZonedInput('2026-01-01T12:00', 'Europe/Amsterdam')).toBe(
      Date.UTC(2026, 0, 1, 11) / 1000,
    );
  });

  it('read nothing from an empty or broken value', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-11-21', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
  });
});
