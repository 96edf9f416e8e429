import type { Billing, Plan, PlanFeature, PlanLimit } from '@shop/admin-api';
import { PLAN_LIMITS } from '@shop/admin-api';

/** One limit that differs between two plans (null: no limit). */
export interface LimitChange {
  limit: PlanLimit;
  from: number | null;
  to: number | null;
}

/** What moving from one plan to another changes: what the confirmation lists. */
export interface PlanChange {
  /** By price: a dearer plan is an upgrade. */
  direction: 'upgrade' | 'downgrade';
  limits: LimitChange[];
  /** The transaction fee in percent, when it differs. */
  fee: { from: number; to: number } | null;
  added: PlanFeature[];
  removed: PlanFeature[];
}

export function planChange(from: Plan, to: Plan): PlanChange {
  const had = new Set(from.features);
  const has = new Set(to.features);
  return {
    direction: to.price >= from.price ? 'upgrade' : 'downgrade',
    limits: PLAN_LIMITS.flatMap((limit) =>
      from.limits[limit] === to.limits[limit]
        ? []
        : [{ limit, from: from.limits[limit], to: to.limits[limit] }],
    ),
    fee:
      from.transaction_fee_percent === to.transaction_fee_percent
        ? null
        : { from: from.transaction_fee_percent, to: to.transaction_fee_percent },
    added: to.features.filter((feature) => !had.has(feature)),
    removed: from.features.filter((feature) => !has.has(feature)),
  };
}

/** A limit of the plan the shop uses more of than it allows. */
export interface OutgrownLimit {
  limit: PlanLimit;
  used: number;
  allowed: number;
}

/** The limits that keep the shop off `plan` (the server refuses a change to it, 422). */
export function outgrownLimits(plan: Plan, usage: Billing['usage']): OutgrownLimit[] {
  return PLAN_LIMITS.flatMap((limit) => {
    const allowed = plan.limits[limit];
    const used = usage[limit];
    return allowed !== null && used > allowed ? [{ limit, used, allowed }] : [];
  });
}
