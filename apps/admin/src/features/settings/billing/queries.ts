import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsPaths, type CreateCashfreeOrderBody } from '@shop/admin-api';
import { conflictingRecord } from '../../../lib/forms/use-save-conflict';
import { fromApi } from '../../../lib/http/contract';
import { api } from '../../../lib/http/client';
import { billingKeys, planKeys } from '../../../lib/queries/query-keys';

/** GET plans: the plans on offer, cheapest first. They change with a deploy, not by the minute. */
export const plansQuery = queryOptions({
  queryKey: planKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('planListSchema', await api.get(settingsPaths.plans, { signal })).items,
  staleTime: 5 * 60_000,
});

/** GET billing: the shop's plan, next charge, payment method, usage and invoices. */
export const billingQuery = queryOptions({
  queryKey: billingKeys.all,
  queryFn: async ({ signal }) =>
    fromApi('billingSchema', await api.get(settingsPaths.billing, { signal })),
});

export const usePlans = () => useQuery(plansQuery);
export const useBilling = () => useQuery(billingQuery);

export interface PlanChoice {
  planId: string;
  /** The billing record's version the plan was chosen on. */
  version: number;
}

/**
 * PUT billing/plan/{planId}. The answer is the billing record on the new plan. A 409 brings the
 * record as someone else left it, which goes into the cache (the confirmation then shows what
 * changes from there); a 422 may mean the shop grew meanwhile, so the record is read again. The
 * confirmation explains both itself: no toast.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, version }: PlanChoice) =>
      fromApi(
        'billingSchema',
        await api.put(settingsPaths.billingPlan(planId), { updated_at: version }),
      ),
    meta: { handledStatuses: [409, 422], offline: 'refuse' },
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.all, billing),
    onError: (error) => {
      const current = conflictingRecord(error, 'billingSchema');
      if (current) queryClient.setQueryData(billingKeys.all, current);
      else void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

/**
 * POST billing/create-cashfree-order-for-billing-plan: a Cashfree order for the plan, to pay at
 * Cashfree checkout. Nothing changes until it is paid, so nothing is refreshed; the page shows why
 * an order could not be made (no toast).
 */
export function useCreateCashfreeOrder() {
  return useMutation({
    mutationFn: async (body: CreateCashfreeOrderBody) =>
      fromApi('cashfreeOrderSchema', await api.post(settingsPaths.billingCashfreeOrder, body)),
    meta: { toast: false, offline: 'refuse' },
  });
}
