import { describe, expect, it } from 'vitest';
import type { Plan } from '@shop/admin-api';
import { outgrownLimits, planChange } from './plan-changes';

const usd = { id: 'usd', code: 'USD', symbol: '$', name: 'US Dollar', fraction_digits: 2 };

function plan(id: string, price: number, rest: Partial<Plan> = {}): Plan {
  return {
    id,
    name: id,
    price,
    currency: usd,
    interval: 'month',
    limits: { staff: 2, locations: 2 },
    transaction_fee_percent: 2,
    features: ['online_store'],
    ...rest,
  };
}

const growth = plan('growth', 5900, {
  limits: { staff: 5, locations: 5 },
  transaction_fee_percent: 1,
  features: ['online_store', 'customer_groups', 'ai_writing'],
});
const pro = plan('pro', 19900, {
  limits: { staff: 15, locations: null },
  transaction_fee_percent: 0.5,
  features: ['online_store', 'customer_groups', 'ai_writing', 'app_store'],
});
const starter = plan('starter', 1900);

describe('planChange', () => {
  it('lists what an upgrade changes: the limits, the fee and the features it adds', () => {
    expect(planChange(growth, pro)).toEqual({
      direction: 'upgrade',
      limits: [
        { limit: 'staff', from: 5, to: 15 },
        { limit: 'locations', from: 5, to: null },
      ],
      fee: { from: 1, to: 0.5 },
      added: ['app_store'],
      removed: [],
    });
  });

  it('lists what a downgrade takes away, and leaves out what stays the same', () => {
    const sameFee = plan('lite', 900, { transaction_fee_percent: 1, limits: growth.limits });
    expect(planChange(growth, sameFee)).toEqual({
      direction: 'downgrade',
      limits: [],
      fee: null,
      added: [],
      removed: ['customer_groups', 'ai_writing'],
    });
  });
});

describe('outgrownLimits', () => {
  it('names each limit the shop uses more of than the plan allows', () => {
    expect(outgrownLimits(starter, { staff: 3, locations: 3 })).toEqual([
      { limit: 'staff', used: 3, allowed: 2 },
      { limit: 'locations', used: 3, allowed: 2 },
    ]);
    expect(outgrownLimits(starter, { staff: 2, locations: 2 })).toEqual([]);
  });

  it('never finds a plan without a limit outgrown', () => {
    expect(outgrownLimits(pro, { staff: 15, locations: 400 })).toEqual([]);
  });
});
