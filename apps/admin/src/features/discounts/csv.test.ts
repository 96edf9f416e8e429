import { describe, expect, it } from 'vitest';
import type { CouponSummary } from '@shop/admin-api';
import { couponsCsv, csvFileName } from './csv';

const coupon = (over: Partial<CouponSummary>): CouponSummary => ({
  id: 'cpn_1',
  name: 'Welcome',
  code: 'WELCOME10',
  type: 'percentage',
  value: 10,
  active: true,
  validFrom: Date.UTC(2026, 0, 1) / 1000,
  validTo: null,
  status: 'active',
  times_used: 3,
  usage_limit: null,
  created_at: 0,
  updated_at: 0,
  ...over,
});

describe('the codes as CSV', () => {
  it('has a header and one row per code, times in UTC', () => {
    expect(
      couponsCsv([
        coupon({}),
        coupon({
          code: 'SAVE15',
          type: 'fixed_amount',
          value: 1500,
          usage_limit: 100,
          validTo: Date.UTC(2026, 1, 1) / 1000,
        }),
      ]),
    ).toBe(
      'code,name,type,value,active,status,valid_from,valid_to,times_used,usage_limit\r\n' +
        'WELCOME10,Welcome,percentage,10,true,active,2026-01-01T00:00:00.000Z,,3,\r\n' +
        'SAVE15,Welcome,fixed_amount,1500,true,active,2026-01-01T00:00:00.000Z,2026-02-01T00:00:00.000Z,3,100\r\n',
    );
  });

  it('quotes what needs it and keeps a name from running as a formula', () => {
    const csv = couponsCsv([
      coupon({ name: 'Summer, "hot" sale' }),
      coupon({ name: '=HYPERLINK(1)' }),
    ]);
    expect(csv).toContain('WELCOME10,"Summer, ""hot"" sale",');
    expect(csv).toContain(`WELCOME10,'=HYPERLINK(1),`);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date(Date.UTC(2026, 10, 21, 9)))).toBe('discount-codes-2026-11-21.csv');
  });
});
