import { describe, expect, it } from 'vitest';
import { lastDays, rangeProblem, today } from './range';

describe('analytics range', () => {
  it("takes today in the shop's time zone, not the browser's", () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(today('UTC', lateEvening)).toBe('2026-11-21');
    expect(today('Asia/Baku', lateEvening)).toBe('2026-11-22');
    expect(today('America/New_York', lateEvening)).toBe('2026-11-21');
  });

  it('counts the last days with today', () => {
    expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays(1, '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('refuses what the server refuses, on the field it is about', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      field: 'from',
      key: 'date',
    });
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toEqual({ field: 'to', key: 'date' });
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      field: 'to',
      key: 'toBeforeFrom',
    });
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      field: 'to',
      key: 'tooLong',
    });
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
  });
});
