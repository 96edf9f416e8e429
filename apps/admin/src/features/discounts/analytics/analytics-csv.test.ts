import { describe, expect, it } from 'vitest';
import type { DiscountAnalytics } from '@shop/admin-api';
import { analyticsCsv, analyticsFileName } from './analytics-csv';

const data: DiscountAnalytics = {
  from: '2026-11-01',
  to: '2026-11-30',
  timezone: 'Europe/Amsterdam',
  total: {
    orders: 3,
    revenue: 16_500,
    discount: 1_500,
    average_order_value: 5_500,
    discounted_orders: 2,
    average_with_discount: 6_750,
    average_without_discount: 3_000,
  },
  codes: [
    {
      code: 'WELCOME10',
      coupon_id: 'cpn_1',
      name: 'Welcome, 10% off',
      orders: 1,
      revenue: 4_500,
      discount: 500,
      average_order_value: 4_500,
    },
  ],
  thresholds: [
    {
      name: '=Spend 80',
      threshold_id: null,
      threshold: null,
      orders: 1,
      revenue: 9_000,
      discount: 1_000,
      average_order_value: 9_000,
    },
  ],
  days: [],
};

describe('analyticsCsv', () => {
  it('writes the total, then each code and threshold, in minor units', () => {
    expect(analyticsCsv(data).split('\r\n')).toEqual([
      'from,to,scope,code,name,orders,revenue,discount,average_order_value,discounted_orders,average_with_discount,average_without_discount',
      '2026-11-01,2026-11-30,total,,,3,16500,1500,5500,2,6750,3000',
      '2026-11-01,2026-11-30,code,WELCOME10,"Welcome, 10% off",1,4500,500,4500,1,4500,',
      // A name a spreadsheet would run as a formula is defused.
      "2026-11-01,2026-11-30,threshold,,'=Spend 80,1,9000,1000,9000,1,9000,",
      '',
    ]);
  });

  it('names the file after the days', () => {
    expect(analyticsFileName(data)).toBe('discount-analytics-2026-11-01-2026-11-30.csv');
  });
});
