import { beforeEach, describe, expect, it } from 'vitest';
import { TOUR_SKIPPED_KEY } from '../../lib/session';
import { isTourSkippedLocally, markTourSkippedLocally, shouldRunTour } from './local-skip';

beforeEach(() => sessionStorage.clear());

describe('the local skipped flag', () => {
  it('is not set at first', () => {
    expect(isTourSkippedLocally()).toBe(false);
  });

  it('counts as skipped with a flag and a timestamp', () => {
    markTourSkippedLocally(1_700_000_000_000);
    expect(JSON.parse(sessionStorage.getItem(TOUR_SKIPPED_KEY)!)).toEqual({
      skipped: true,
      timestamp: 1_700_000_000_000,
    });
    expect(isTourSkippedLocally()).toBe(true);
  });

  it.each([
    ['a bare flag', 'true'],
    ['a flag without timestamp', JSON.stringify({ skipped: true })],
    ['a timestamp that is not a number', JSON.stringify({ skipped: true, timestamp: 'yesterday' })],
    ['something unreadable', '{not json'],
  ])('clears %s and treats it as not skipped', (_, raw) => {
    sessionStorage.setItem(TOUR_SKIPPED_KEY, raw);
    expect(isTourSkippedLocally()).toBe(false);
    expect(sessionStorage.getItem(TOUR_SKIPPED_KEY)).toBeNull();
  });
});

describe('whether a start request runs the tour', () => {
  const auto = { manual: false };
  const manual = { manual: true };

  it('auto-starts while the shop has not completed the tour and nobody skipped it here', () => {
    expect(shouldRunTour(auto, false)).toBe(true);
  });

  it('does not auto-start once the shop completed it, or before the shop is known', () => {
    expect(shouldRunTour(auto, true)).toBe(false);
    expect(shouldRunTour(auto, undefined)).toBe(false);
  });

  it('does not auto-start after a skip in this session', () => {
    markTourSkippedLocally();
    expect(shouldRunTour(auto, false)).toBe(false);
  });

  it('auto-starts again when the skip has no timestamp (cleared)', () => {
    sessionStorage.setItem(TOUR_SKIPPED_KEY, 'true');
    expect(shouldRunTour(auto, false)).toBe(true);
  });

  it('runs on "take a tour" whatever the flags say', () => {
    markTourSkippedLocally();
    expect(shouldRunTour(manual, true)).toBe(true);
  });

  it('follows the server alone when storage is disabled', () => {
    expect(shouldRunTour(auto, false, null)).toBe(true);
    expect(shouldRunTour(auto, true, null)).toBe(false);
  });
});
